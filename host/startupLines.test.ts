import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCli } from './cli.ts';
import { startupLines } from './startupLines.ts';

// What `npm start` prints once the host listens (host/main.ts prints these lines as they are). The options come
// from parseCli, as in main.ts, so --demo / P2P_DEMO reach the lines the same way.
const BASE = 'http://127.0.0.1:8080';
const CAMPAIGN = '/campaigns/run-for-clean-water';

function linesFor(argv: string[]): string[] {
  const config = parseCli(argv);
  if (config === 'help') throw new Error('help');
  return startupLines(BASE, config.options, CAMPAIGN);
}

describe('startupLines', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('demo mode prints the admin URL and the administrator’s login (email, key and password)', () => {
    vi.stubEnv('P2P_DEMO', undefined);
    const lines = linesFor(['--demo']);
    expect(lines).toContain(`[host] admin: ${BASE}/wp-admin/admin.php?page=p2p-campaigns`);
    expect(lines).toContain('[host] admin login (demo): admin@example.org or "admin", password demo1234');
    expect(lines).toContain(`[host] outbox (demo mode, this machine only): ${BASE}/outbox/`);
    expect(lines[0]).toMatch(/^\[host\] listening on http:\/\/127\.0\.0\.1:8080\/ \(.*\bdemo\b.*\)$/);
    expect(lines).toContain(`[host] campaign page: ${BASE}${CAMPAIGN}/`);
  });

  it('P2P_DEMO=1 is demo mode too', () => {
    vi.stubEnv('P2P_DEMO', '1');
    expect(linesFor([])).toContain('[host] admin login (demo): admin@example.org or "admin", password demo1234');
  });

  it('without demo mode: the admin URL, but no login, no password and no outbox', () => {
    vi.stubEnv('P2P_DEMO', undefined);
    const lines = linesFor([]);
    expect(lines).toContain(`[host] admin: ${BASE}/wp-admin/admin.php?page=p2p-campaigns`);
    expect(lines.join('\n')).not.toMatch(/login|password|demo1234|outbox/);
  });

  it('the exact lines, in order, of a demo host with test hooks (the e2e suite’s start-up)', () => {
    vi.stubEnv('P2P_DEMO', undefined);
    for (const name of ['P2P_CSP', 'P2P_DEV', 'P2P_TEST_HOOKS', 'P2P_AUTO_APPROVE']) vi.stubEnv(name, undefined);
    expect(linesFor(['--test-hooks', '--demo'])).toEqual([
      `[host] listening on ${BASE}/ (testHooks, demo)`,
      `[host] campaign page: ${BASE}${CAMPAIGN}/`,
      `[host] admin: ${BASE}/wp-admin/admin.php?page=p2p-campaigns`,
      '[host] admin login (demo): admin@example.org or "admin", password demo1234',
      `[host] outbox (demo mode, this machine only): ${BASE}/outbox/`,
    ]);
  });

  it('no campaign: no campaign line, the admin line still there', () => {
    const config = parseCli(['--demo']);
    if (config === 'help') throw new Error('help');
    const lines = startupLines(BASE, config.options, undefined);
    expect(lines.some((line) => line.includes('campaign page'))).toBe(false);
    expect(lines).toContain(`[host] admin: ${BASE}/wp-admin/admin.php?page=p2p-campaigns`);
  });
});
