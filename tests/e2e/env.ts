/** Where the e2e suite's reference host runs (started by playwright.config.ts). */
export const E2E_PORT = Number(process.env.P2P_E2E_PORT ?? 4173);
/** Where the app build the host serves lives; separate folders let several suites run side by side. */
export const E2E_DIST = process.env.P2P_E2E_DIST ?? 'dist';
/** Per-port working folder (database, uploads, results), so suites on different ports never share state. */
export const E2E_WORK = `test-results/e2e-${E2E_PORT}`;
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const CAMPAIGN_PATH = '/campaigns/run-for-clean-water';
export const CAMPAIGN_URL = `${BASE_URL}${CAMPAIGN_PATH}`;
export const API_ROOT = `${BASE_URL}/wp-json/give-api/v2/p2p-campaigns`;
/** Every demo login shares this password (see host/README.md). */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERS = {
  admin: 'admin@example.org',
  captain: 'captain@example.org',
  fundraiser: 'fundraiser@example.org',
  pending: 'pending@example.org',
  solo: 'solo@example.org',
  noprofile: 'noprofile@example.org',
} as const;
/**
 * The campaign home after an in-app move: React Router under a basename writes it without the trailing slash
 * (the host serves both forms; full page loads keep the slash).
 */
export const CAMPAIGN_HOME = new RegExp(`^${CAMPAIGN_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);
