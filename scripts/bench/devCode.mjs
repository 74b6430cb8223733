import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) {
        const text = readFileSync(path, 'utf8');
        const markers = DEV_ONLY_MARKERS.filter((marker) => text.includes(marker));
        if (markers.length > 0) found.push({ file: path, markers });
      }
    }
  };
  walk(dist);
  return found;
}
