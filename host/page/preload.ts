import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PageData } from './data.ts';
import type { PageRoute } from './routes.ts';

/** One chunk of Vite's build manifest (dist/manifest.json), as far as preloading needs it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'screens/main.tsx';
/**
 * The pages visitors land on, by the manifest key of their lazy chunk. A plugin reads the same manifest; other
 * routes simply start from the entry. The campaign home has no key of its own in today's build: it sits in the
 * chunk the entry loads (vite.config.ts's `start` group), so the entry's imports already announce it.
 */
const LANDING_MODULES: Record<string, string[]> = {
  'campaign /': ['screens/home/index.tsx'],
  team: ['screens/team/index.tsx'],
  fundraiser: ['screens/fundraiser/index.tsx'],
};

let cached: { path: string; mtimeMs: number; manifest: Manifest } | undefined;

function readManifest(distDir: string): Manifest | null {
  const path = join(distDir, 'manifest.json');
  try {
    const { mtimeMs } = statSync(path);
    if (cached?.path !== path || cached.mtimeMs !== mtimeMs) {
      cached = { path, mtimeMs, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
    }
    return cached.manifest;
  } catch {
    return null; // no build yet (dev mode, or before `npm run build:app`)
  }
}

/** The pages visitors land on: the campaign home and a team's or fundraiser's own page (not its sub-pages). */
export function isLandingPage(route: PageRoute): boolean {
  return landingKey(route) !== null;
}

function landingKey(route: PageRoute): string | null {
  if (route.kind === 'campaign') return route.path === '/' ? 'campaign /' : null;
  if (route.kind === 'team' || route.kind === 'fundraiser')
    return route.path.split('/').length === 4 ? route.kind : null;
  return null;
}

/**
 * Files (relative to dist/) a page's first screen imports, to announce with <link rel="modulepreload">: what the
 * entry imports (the entry is a bootstrap that loads the app's chunk: screens/app/bootstrap.ts), with their imports,
 * and on a landing page its page chunk with its imports. Without them the browser finds each level only after
 * parsing the one before (three or four round trips on a phone).
 */
export function modulePreloads(distDir: string, route: PageRoute): string[] {
  const manifest = readManifest(distDir);
  const entry = manifest?.[ENTRY];
  if (!manifest || !entry) return [];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(key);
  const landing = landingKey(route);
  for (const key of landing ? (LANDING_MODULES[landing] ?? []) : []) visit(key);
  return [...files];
}

/** The profile picture a team or fundraiser landing page leads with (its face), read from the page data. */
function faceImage(data: PageData): string | undefined {
  for (const [name, value] of data) {
    if ((name === 'team' || name === 'fundraiser') && value && typeof value === 'object' && 'profile_image' in value) {
      const image = (value as { profile_image: unknown }).profile_image;
      return typeof image === 'string' && image ? image : undefined;
    }
  }
  return undefined;
}

/**
 * The largest picture on a landing page's first screen, worth fetching with the HTML: the campaign cover, which
 * the home page's hero and the team's and fundraiser's cover band lead with (their largest contentful paint on a
 * phone); without a cover, a team's or fundraiser's own face.
 */
export function landingImage(route: PageRoute, campaignImage: string, data: PageData): string | undefined {
  const key = landingKey(route);
  if (!key) return undefined;
  return campaignImage || (key === 'campaign /' ? undefined : faceImage(data));
}
