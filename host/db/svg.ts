/** Simple SVG artwork generated at seed time (no network, deterministic). */

const xml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');
}

export function avatarSvg(name: string, background: string, foreground = '#ffffff'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250" viewBox="0 0 250 250">
<rect width="250" height="250" fill="${xml(background)}"/>
<circle cx="125" cy="125" r="92" fill="${xml(foreground)}" fill-opacity="0.18"/>
<text x="125" y="125" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="88" font-weight="700" fill="${xml(foreground)}">${xml(initials(name))}</text>
</svg>
`;
}

export function coverSvg(primary: string, secondary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${xml(primary)}"/><stop offset="1" stop-color="#0b3a5e"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#sky)"/>
<circle cx="980" cy="90" r="54" fill="${xml(secondary)}"/>
<path d="M0 270 C 200 220 400 320 600 270 S 1000 220 1200 270 V400 H0 Z" fill="#ffffff" fill-opacity="0.25"/>
<path d="M0 310 C 220 270 420 350 620 310 S 1020 270 1200 310 V400 H0 Z" fill="#ffffff" fill-opacity="0.45"/>
<path d="M0 350 C 240 320 440 390 640 350 S 1040 320 1200 350 V400 H0 Z" fill="#ffffff" fill-opacity="0.7"/>
</svg>
`;
}

export function logoSvg(primary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<circle cx="100" cy="100" r="96" fill="#ffffff" stroke="${xml(primary)}" stroke-width="8"/>
<path d="M100 34 C 78 72 58 96 58 122 a42 42 0 0 0 84 0 C 142 96 122 72 100 34 Z" fill="${xml(primary)}"/>
<path d="M82 124 a20 20 0 0 0 18 20" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>
</svg>
`;
}

export function sponsorSvg(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
<rect x="4" y="4" width="232" height="112" rx="14" fill="#ffffff" stroke="${xml(colour)}" stroke-width="4"/>
<rect x="22" y="38" width="44" height="44" rx="10" fill="${xml(colour)}"/>
<text x="80" y="60" dy="0.35em" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#222222">${xml(name)}</text>
</svg>
`;
}

export function faviconSvg(): string {
  return logoSvg('#1a5f9e');
}
