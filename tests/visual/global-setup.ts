import { ensureStorybookBuilt, STORYBOOK_STATIC } from './storybook-build';
import { serveStatic } from './static-server';

/** Builds Storybook when stale and serves it; the spec reads the story list from its index.json. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureStorybookBuilt();
  const server = await serveStatic(STORYBOOK_STATIC);
  // Workers start after global setup and inherit this.
  process.env.STORYBOOK_URL = server.url;
  return server.close;
}
