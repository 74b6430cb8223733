import { statSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp, createHost } from './app.ts';
import { parseCli, USAGE } from './cli.ts';
import { openDatabase } from './db/open.ts';
import { listCampaigns } from './model/campaign.ts';
import { startupLines } from './startupLines.ts';
import { compileTranslations } from '../scripts/i18n-json.mjs';

const HOSTNAME = '127.0.0.1';

async function main(): Promise<void> {
  const config = parseCli(process.argv.slice(2));
  if (config === 'help') {
    console.log(USAGE);
    return;
  }
  // What the plugin's build does (npm run i18n:json): .po files to the JSON wp_set_script_translations() loads.
  const compiled = compileTranslations();
  console.log(`[host] translations: ${compiled.length} JSON files in languages/`);
  const { db, seedMs } = await openDatabase(config.dbFile, config.options.uploadsDir, config.reset);
  if (seedMs !== null) {
    db.pragma('wal_checkpoint(TRUNCATE)');
    const kb = Math.round(statSync(config.dbFile).size / 1024);
    console.log(`[host] seeded ${config.dbFile} in ${Math.round(seedMs)} ms (${kb} KB)`);
  }
  const host = createHost({ db, options: config.options, plainPermalinks: config.plainPermalinks });
  const app = createApp(host);
  const server = serve({ fetch: app.fetch, hostname: HOSTNAME, port: config.port }, (info) => {
    const base = `http://${HOSTNAME}:${info.port}`;
    for (const line of startupLines(base, config.options, listCampaigns(db)[0]?.base_url)) console.log(line);
  });
  const stop = (): void => {
    server.close(() => {
      db.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[host] failed to start:', error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
