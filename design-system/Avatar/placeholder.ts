import { color } from '../../tokens.json';

// A neutral head-and-shoulders silhouette drawn in token colours, inlined so it needs no request and
// cannot break. Exported for FundraiserCard-like pieces that want the same default image.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color.surfaceMuted}"/><circle cx="32" cy="25" r="12" fill="${color.borderStrong}"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="${color.borderStrong}"/></svg>`;

export const avatarPlaceholder = `data:image/svg+xml,${encodeURIComponent(svg)}`;
