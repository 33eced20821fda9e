import { inflateSync } from 'node:zlib';

/**
 * The lines of text a reader sees in a PDF of ours: each text-showing
 * operator of the pages, its glyph codes turned back into characters through
 * the font's ToUnicode map (the fonts are embedded subsets, so the content
 * stream holds glyph numbers, not letters). Enough for pdfkit's output.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const lines: string[] = [];
  for (const page of [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict))) {
    const fonts = fontMaps(objects, deref(objects, page.dict, 'Resources')?.dict ?? '');
    const content = deref(objects, page.dict, 'Contents')?.stream?.toString('latin1') ?? '';
    let font: Map<string, string> | undefined;
    for (const [, name, shown] of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (name) font = fonts.get(name);
      else lines.push([...shown!.matchAll(/<([0-9a-f]+)>/gi)].map(([, hex]) => decode(hex!, font)).join(''));
    }
  }
  return lines;
}

interface PdfObject { dict: string; stream?: Buffer }

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\n/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const streamAt = text.indexOf('\nstream\n', start);
    const endAt = text.indexOf('\nendobj', start);
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(Number(match[1]), { dict: text.slice(start, endAt) });
      continue;
    }
    const dict = text.slice(start, streamAt);
    const from = streamAt + '\nstream\n'.length;
    const raw = pdf.subarray(from, from + Number(/\/Length (\d+)/.exec(dict)?.[1]));
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
    // Past the stream, so bytes inside it are never read as an object header.
    header.lastIndex = from + raw.length;
  }
  return objects;
}

const deref = (objects: Map<number, PdfObject>, dict: string, key: string) => {
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return ref ? objects.get(Number(ref[1])) : undefined;
};

/** Font resource name -> (glyph code in hex -> the characters it stands for). */
function fontMaps(objects: Map<number, PdfObject>, resources: string): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  const fontDict = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
  for (const [, name, ref] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const cmap = deref(objects, objects.get(Number(ref))?.dict ?? '', 'ToUnicode')?.stream?.toString('latin1') ?? '';
    const map = new Map<string, string>();
    for (const [, first, targets] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
      [...targets!.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, unicode], i) => {
        map.set((parseInt(first!, 16) + i).toString(16).padStart(4, '0'), utf16(unicode!));
      });
    }
    maps.set(name!, map);
  }
  return maps;
}

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

const decode = (hex: string, font: Map<string, string> | undefined) =>
  (hex.toLowerCase().match(/.{4}/g) ?? []).map((code) => font?.get(code) ?? '\ufffd').join('');
