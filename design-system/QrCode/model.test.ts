import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrFileName, qrMatrix, qrPath, qrSide, qrSvgFile, type QrMatrix } from './model';

const url = 'https://example.org/campaigns/run/fundraiser/7/';

function fromRows(rows: string[]): QrMatrix {
  return { size: rows.length, isDark: (r, c) => rows[r]?.[c] === '#' };
}

describe('qrMatrix', () => {
  it('encodes a URL as a square code of a valid QR size (21 + 4n modules) with finder patterns', () => {
    const m = qrMatrix(url);
    expect((m.size - 21) % 4).toBe(0);
    // The top-left finder pattern: a dark 7×7 ring around a light ring around a dark 3×3.
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => m.isDark(0, i))).toEqual(Array(7).fill(true));
    expect(m.isDark(1, 1)).toBe(false);
    expect(m.isDark(3, 3)).toBe(true);
    expect(m.isDark(7, 7)).toBe(false);
  });

  it('differs for different URLs', () => {
    expect(qrPath(qrMatrix(url))).not.toBe(qrPath(qrMatrix(`${url}x`)));
  });
});

describe('qrPath', () => {
  it('merges dark runs in a row and offsets by the quiet zone', () => {
    const q = QUIET_ZONE;
    expect(qrPath(fromRows(['##.', '..#', '...']))).toBe(`M${q} ${q}h2v1h-2zM${q + 2} ${q + 1}h1v1h-1z`);
  });
});

describe('qrSvgFile', () => {
  it('is a standalone SVG with a white background, the code and an escaped title', () => {
    const m = fromRows(['#.', '.#']);
    const svg = qrSvgFile(m, 'QR code linking to https://x.org/?a=1&b="2"');
    const side = qrSide(m);
    expect(svg).toContain(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"`);
    expect(svg).toContain(`<rect width="${side}" height="${side}" fill="#fff"/>`);
    expect(svg).toContain('<title>QR code linking to https://x.org/?a=1&amp;b=&quot;2&quot;</title>');
    expect(svg).toContain(`d="${qrPath(m)}"`);
  });
});

describe('qrFileName', () => {
  it.each([
    ['fundraiser', 'Jane Doe', 'svg', 'fundraiser-jane-doe-qr.svg'],
    ['team', '  Clean Water Crew!! ', 'png', 'team-clean-water-crew-qr.png'],
    ['fundraiser', 'Zoë & Ünal', 'svg', 'fundraiser-zoë-ünal-qr.svg'],
    ['fundraiser', 'דנה כהן', 'png', 'fundraiser-דנה-כהן-qr.png'],
    ['team', '../../etc/passwd', 'svg', 'team-etc-passwd-qr.svg'],
    ['team', '🐶🐶', 'svg', 'team-qr.svg'],
  ] as const)('%s %j → %s', (kind, name, ext, expected) => {
    expect(qrFileName(kind, name, ext)).toBe(expected);
  });

  it('keeps long names short', () => {
    expect(qrFileName('fundraiser', 'a'.repeat(200), 'svg')).toBe(`fundraiser-${'a'.repeat(60)}-qr.svg`);
  });
});
