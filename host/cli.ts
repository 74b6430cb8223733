import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_NONCE_TTL_SECONDS } from './auth/nonce.ts';
import { DEFAULT_MAX_UPLOAD_SIZE, type HostOptions } from './context.ts';
import { parseFeatures } from './page/features.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DB = join(REPO_ROOT, 'host', 'data', 'p2p.sqlite');

export interface CliConfig {
  port: number;
  dbFile: string;
  reset: boolean;
  plainPermalinks: boolean;
  options: HostOptions;
}

export const USAGE = `Usage: tsx host/main.ts [options]
  --port N             port on 127.0.0.1 (env PORT; default 8080)
  --db PATH            SQLite file (env P2P_DB; default host/data/p2p.sqlite); uploads go next to it
  --uploads DIR        uploads folder (default <db folder>/uploads)
  --dist DIR           the app build to serve (default <repo>/dist)
  --reset              drop and re-seed the database
  --csp                strict Content-Security-Policy with a per-response nonce (env P2P_CSP=1)
  --dev                load the app from Vite's dev server at http://127.0.0.1:5173 (env P2P_DEV=1)
  --test-hooks         mount /__test__/ hooks (env P2P_TEST_HOOKS=1)
  --auto-approve       approve new fundraisers and teams at once (env P2P_AUTO_APPROVE=1)
  --max-upload BYTES   maxUploadSize (env P2P_MAX_UPLOAD; default ${DEFAULT_MAX_UPLOAD_SIZE})
  --plain-permalinks   print apiRoot as /?rest_route=... (env P2P_PLAIN_PERMALINKS=1)
  --demo               demo mode: /outbox/ shows the kept mail to this machine only (env P2P_DEMO=1)
  --locale LOCALE      site language, e.g. de_DE, he_IL, en_XA (pseudo) (env P2P_LOCALE; default en_US)
  --nonce-ttl SECONDS  REST nonce lifetime (env P2P_NONCE_TTL_SECONDS; default 86400, as WordPress)
  --features LIST      window.GiveP2P.features: fundraiser-tools,csv-export (the default) or none (env P2P_FEATURES)
  --column N           put the app in a theme content column N px wide, e.g. 720 (env P2P_COLUMN; default full width)
  --help`;

const envFlag = (name: string): boolean => ['1', 'true', 'yes'].includes((process.env[name] ?? '').toLowerCase());

export function parseCli(argv: string[]): CliConfig | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      db: { type: 'string' },
      uploads: { type: 'string' },
      dist: { type: 'string' },
      reset: { type: 'boolean', default: false },
      csp: { type: 'boolean', default: false },
      dev: { type: 'boolean', default: false },
      'test-hooks': { type: 'boolean', default: false },
      'auto-approve': { type: 'boolean', default: false },
      'max-upload': { type: 'string' },
      'plain-permalinks': { type: 'boolean', default: false },
      column: { type: 'string' },
      features: { type: 'string' },
      'nonce-ttl': { type: 'string' },
      locale: { type: 'string' },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid port: ${values.port ?? process.env.PORT}`);
  const maxUpload = Number(values['max-upload'] ?? process.env.P2P_MAX_UPLOAD ?? DEFAULT_MAX_UPLOAD_SIZE);
  if (!Number.isInteger(maxUpload) || maxUpload < 1) throw new Error('Invalid --max-upload');
  const column = Number(values.column ?? process.env.P2P_COLUMN ?? 0);
  if (!Number.isInteger(column) || (column !== 0 && (column < 240 || column > 2000)))
    throw new Error('Invalid --column (240 to 2000)');
  const nonceTtl = Number(values['nonce-ttl'] ?? process.env.P2P_NONCE_TTL_SECONDS ?? DEFAULT_NONCE_TTL_SECONDS);
  if (!Number.isInteger(nonceTtl) || nonceTtl < 2) throw new Error('Invalid --nonce-ttl (whole seconds, 2 or more)');
  const locale = values.locale ?? process.env.P2P_LOCALE ?? 'en_US';
  if (!/^[A-Za-z]{2,3}(_[A-Za-z0-9]+)*$/.test(locale)) throw new Error(`Invalid --locale: ${locale} (like de_DE)`);
  const featureList = values.features ?? process.env.P2P_FEATURES;
  const features = featureList === undefined ? undefined : parseFeatures(featureList);
  const dbFile = resolve(values.db ?? process.env.P2P_DB ?? DEFAULT_DB);
  return {
    port,
    dbFile,
    reset: values.reset,
    plainPermalinks: values['plain-permalinks'] || envFlag('P2P_PLAIN_PERMALINKS'),
    options: {
      uploadsDir: resolve(values.uploads ?? join(dirname(dbFile), 'uploads')),
      distDir: resolve(values.dist ?? join(REPO_ROOT, 'dist')),
      csp: values.csp || envFlag('P2P_CSP'),
      dev: values.dev || envFlag('P2P_DEV'),
      testHooks: values['test-hooks'] || envFlag('P2P_TEST_HOOKS'),
      autoApprove: values['auto-approve'] || envFlag('P2P_AUTO_APPROVE'),
      maxUploadSize: maxUpload,
      themeColumn: column,
      nonceTtlSeconds: nonceTtl,
      locale,
      demo: values.demo || envFlag('P2P_DEMO'),
      ...(features ? { features } : {}),
    },
  };
}
