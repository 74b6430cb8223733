import { create } from 'qrcode';

/** The dark and light squares of a QR code, row by row. */
export interface QrMatrix {
  size: number;
  isDark(row: number, col: number): boolean;
}

/** White border around the code, in modules: the QR standard asks for 4 so scanners find the edges. */
export const QUIET_ZONE = 4;

/**
 * The QR code of `text` at error correction M (15 % may be covered or smudged: fine for a bib or a poster).
 * Throws a RangeError-like Error if the text is too long for any QR version (URLs never are).
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 };
}

/** One SVG path drawing every dark module (runs in a row merged), offset by the quiet zone. */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.isDark(row, col)) col++;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return parts.join('');
}

/** The side of the whole image in modules, quiet zone included. */
export const qrSide = (matrix: QrMatrix): number => matrix.size + 2 * QUIET_ZONE;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

/** A standalone SVG file of the code (black on white, crisp at any print size), titled with what it opens. */
export function qrSvgFile(matrix: QrMatrix, title: string): string {
  const side = qrSide(matrix);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 10}" height="${side * 10}" shape-rendering="crispEdges">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${side}" height="${side}" fill="#fff"/>`,
    `<path fill="#000" d="${qrPath(matrix)}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * A file name for the download: `fundraiser-jane-doe-qr.svg`. Letters and digits of any script are kept
 * (a Hebrew name stays Hebrew); everything else becomes one hyphen; an empty result leaves just the kind.
 */
export function qrFileName(kind: string, name: string, extension: 'svg' | 'png'): string {
  const slug = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const short = Array.from(slug).slice(0, 60).join('').replace(/-+$/, '');
  return `${[kind, short, 'qr'].filter(Boolean).join('-')}.${extension}`;
}

/** Draws the code on a canvas, `scale` pixels per module, and returns it as a PNG blob (null if unsupported). */
export function qrPngBlob(matrix: QrMatrix, scale: number, doc: Document = document): Promise<Blob | null> {
  const side = qrSide(matrix);
  const canvas = doc.createElement('canvas');
  canvas.width = side * scale;
  canvas.height = side * scale;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (matrix.isDark(row, col))
        context.fillRect((col + QUIET_ZONE) * scale, (row + QUIET_ZONE) * scale, scale, scale);
    }
  }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
