import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * One A4 page of text lines in DejaVu Sans, embedded as a subset, so every
 * language of the service prints as written: Latin Extended (č ř ő ș ț) and
 * Cyrillic alike.
 */
export interface PdfLine { text: string; size: number; bold?: boolean; gapBefore?: number }

export interface PdfMeta {
  title: string;
  /** BCP 47 tag of the text, for readers and screen readers (/Lang). */
  language: string;
  createdAt: Date;
}

const require = createRequire(import.meta.url);

/**
 * fontkit keeps one glyph object per glyph, with the characters it was first
 * asked for; a glyph first met as a part of an accented letter while a subset
 * is written has none, and a later document would then lose that letter from
 * its text layer (copying, search, screen readers). Meeting every glyph
 * through its character first keeps them all. About 0.1 s, once.
 */
function parse(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as fontkit.Font;
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

/**
 * Parsed once, on the first document: parsing the font files for each one
 * made a confirmation cost about 80 ms of the event loop, reusing them under
 * 10 ms. pdfkit takes a parsed fontkit font wherever it takes a font file
 * (its type definitions lag behind), and starting the document in it spares
 * the Helvetica metrics it would otherwise load and never use.
 */
function embeddedFonts() {
  fonts ??= { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  return fonts as unknown as Record<'regular' | 'bold', string>;
}

/**
 * Order numbers, plates and provider ids are read and copied from the PDF
 * letter by letter: DejaVu's ligatures would set "fi" or "ff" as one glyph,
 * which copies as "ﬁ" or "ﬀ" and no longer matches the order. fontkit takes
 * the features to turn off as an object; pdfkit's types know only the list form.
 */
const NO_LIGATURES = { liga: false, clig: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

export function renderPdf(meta: PdfMeta, lines: PdfLine[]): Buffer {
  const { regular, bold } = embeddedFonts();
  const doc = new PDFDocument({
    size: 'A4', margin: 56, lang: meta.language, font: regular,
    info: { Title: meta.title, Producer: 'road-checkout partner-api sandbox', CreationDate: meta.createdAt },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  for (const line of lines) {
    doc.y += line.gapBefore ?? 0;
    doc.font(line.bold ? 'bold' : 'regular').fontSize(line.size).text(line.text, { features: NO_LIGATURES });
  }
  doc.end();
  // pdfkit writes the whole file while end() runs; the sandbox's jobs run synchronously inside a transaction.
  const bytes = doc.read() as Buffer | null;
  if (!bytes || !bytes.subarray(-8).toString('latin1').includes('%%EOF')) throw new Error('The confirmation PDF was not finished');
  return bytes;
}
