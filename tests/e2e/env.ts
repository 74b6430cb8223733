/** Where the e2e suite's reference host runs (started by playwright.config.ts). */
export const E2E_PORT = Number(process.env.P2P_E2E_PORT ?? 4173);
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
