/**
 * A minimal PDF 1.4 writer: one A4 page of text lines in the standard
 * Helvetica fonts (no embedding needed), with an exact xref table.
 */
export interface PdfLine { text: string; size: number; bold?: boolean; gapBefore?: number }

const WIN_ANSI_EXTRAS: Record<string, number> = { '€': 0x80, '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94 };

/** WinAnsi bytes of `text` as a PDF literal string; characters it lacks become "?". */
function pdfString(text: string): Buffer {
  const bytes: number[] = [0x28];
  for (const ch of text) {
    const code = WIN_ANSI_EXTRAS[ch] ?? ch.codePointAt(0) ?? 0x3f;
    const byte = code < 0x20 || (code > 0x7e && code < 0xa0 && !(ch in WIN_ANSI_EXTRAS)) || code > 0xff ? 0x3f : code;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  bytes.push(0x29);
  return Buffer.from(bytes);
}

function contentStream(lines: PdfLine[]): Buffer {
  const parts: Buffer[] = [];
  let y = 790;
  for (const line of lines) {
    y -= (line.gapBefore ?? 0) + line.size * 1.5;
    parts.push(Buffer.from(`BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf 56 ${y.toFixed(0)} Td `, 'latin1'), pdfString(line.text), Buffer.from(' Tj ET\n', 'latin1'));
  }
  return Buffer.concat(parts);
}

export function renderPdf(title: string, lines: PdfLine[]): Buffer {
  const content = contentStream(lines);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
    Buffer.concat([Buffer.from('<< /Title '), pdfString(title), Buffer.from(' /Producer (road-checkout partner-api sandbox) >>')]),
  ];
  // The binary comment line tells tools the file holds 8-bit data.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(obj);
    length += obj.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  chunks.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(chunks);
}
