import type { HostOptions } from './context.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed-data.ts';

const ADMIN_LOGIN = DEMO_LOGINS.find((d) => d.role === 'administrator') ?? { email: 'admin@example.org', key: 'admin' };

/**
 * What the host prints once it listens (host/main.ts): its address with the options that are on, the first
 * campaign's page, the admin's address and, in demo mode only, the administrator's login and the outbox.
 */
export function startupLines(base: string, options: HostOptions, campaignBaseUrl: string | undefined): string[] {
  const flags = Object.entries(options)
    .filter(([, v]) => v === true)
    .map(([k]) => k);
  const lines = [`[host] listening on ${base}/${flags.length ? ` (${flags.join(', ')})` : ''}`];
  if (campaignBaseUrl !== undefined) lines.push(`[host] campaign page: ${base}${campaignBaseUrl}/`);
  lines.push(`[host] admin: ${base}/wp-admin/admin.php?page=p2p-campaigns`);
  if (options.demo) {
    lines.push(`[host] admin login (demo): ${ADMIN_LOGIN.email} or "${ADMIN_LOGIN.key}", password ${DEMO_PASSWORD}`);
    lines.push(`[host] outbox (demo mode, this machine only): ${base}/outbox/`);
  }
  return lines;
}
