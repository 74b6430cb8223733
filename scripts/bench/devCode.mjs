import { readFileSync } from 'node:fs';
import { builtJsFiles } from './builtFiles.mjs';

/**
 * Text that only development builds carry. React Router's package exports resolve to its development build
 * under every condition, so vite.config.ts points production builds at the production files; these warnings
 * (inside `if (ENABLE_DEV_WARNINGS)` blocks, dropped from the production build) show whether that held.
 */
export const DEV_ONLY_MARKERS = [
  'You rendered descendant <Routes>',
  'No routes matched location',
  'does not have an element or Component',
];

/** Every built JS file under `dist` that contains a development-only marker, with the markers it contains. */
export function devOnlyCode(dist) {
  return builtJsFiles(dist).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const markers = DEV_ONLY_MARKERS.filter((marker) => text.includes(marker));
    return markers.length > 0 ? [{ file, markers }] : [];
  });
}
