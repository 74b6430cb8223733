import type { HttpBindings } from '@hono/node-server';
import type { Session } from './auth/session.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/open.ts';
import type { FeatureName } from './page/features.ts';
import type { FaultTable } from './testing/faults.ts';

export interface HostOptions {
  /** Folder of uploaded and seeded images (served at /wp-content/uploads/p2p/). */
  uploadsDir: string;
  /** The app build served at the plugin path. */
  distDir: string;
  /** Send a strict Content-Security-Policy with a per-response nonce. */
  csp: boolean;
  /** Load the app from Vite's dev server instead of dist/. */
  dev: boolean;
  /** Mount /__test__/ hooks. */
  testHooks: boolean;
  /** New fundraisers and teams are approved at once. */
  autoApprove: boolean;
  /** Bytes; printed as window.GiveP2P.maxUploadSize and enforced on uploads. */
  maxUploadSize: number;
  /**
   * Demo mode (`npm start`, `npm run dev`): mail is not sent but kept, and /outbox/ shows it to requests from this
   * machine (a loopback peer). Off, /outbox/ does not exist.
   */
  demo?: boolean;
  /**
   * Site language (WordPress locale, e.g. de_DE): window.GiveP2P's locale and number settings, <html lang dir>,
   * and the script translations printed for the app (languages/give-peer-to-peer-<locale>-<handle>.json).
   */
  locale?: string;
  /** REST nonce lifetime in seconds (WordPress's nonce_life: one day); short in tests. */
  nonceTtlSeconds?: number;
  /** Width in px of a theme content column around the app; 0 for a full-width page template. */
  themeColumn?: number;
  /**
   * window.GiveP2P.features (docs/fundraising-tools.md): the extensions the page advertises; absent: every one
   * the host implements (page/features.ts). `--features none` prints none.
   */
  features?: readonly FeatureName[];
}

export interface Host {
  db: Db;
  options: HostOptions;
  clock: Clock;
  nonceSecret: string;
  /** Added to the real clock for REST nonces only: the /__test__/expire-nonces hook moves it on. */
  nonceSkewMs: number;
  faults: FaultTable;
  /** What window.GiveP2P.features prints now: options.features at start; the /__test__/features hook changes it. */
  features: FeatureName[];
  /** Re-seeds the database (test hook); resolves when done. */
  reseed(): Promise<void>;
}

export interface HostEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { session: Session | null };
}

export const DEFAULT_MAX_UPLOAD_SIZE = 2 * 1024 * 1024;
