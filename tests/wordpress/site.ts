/**
 * A real WordPress for the tests, from Debian's packages (wordpress 6.1, its Twenty Twenty-Three theme, MariaDB,
 * PHP 8.2; installed by scripts/ensure-system-deps.sh), started without systemd in a folder of its own under
 * test-results/wordpress/: MariaDB on a socket, PHP's built-in server on loopback, the reference host beside it for
 * the page data and REST answers (tests/wordpress/bridge/p2p-test-bridge.php stands in for the donation plugin).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assemblePlugin } from '../../scripts/wp-plugin.mjs';

export const WP_PORT = Number(process.env.P2P_WP_PORT ?? 4391);
export const WP_URL = `http://127.0.0.1:${WP_PORT}`;
export const HOST_PORT = WP_PORT + 1;
export const HOST_URL = `http://127.0.0.1:${HOST_PORT}`;
export const CAMPAIGN_PAGE = `${WP_URL}/run-for-clean-water`;
export const WP_ADMIN = { user: 'admin', password: 'wp-test-password' };
const HOST_ADMIN = { email: 'admin@example.org', password: 'demo1234' };

const WORDPRESS = '/usr/share/wordpress';

export interface Site {
  stop(): void;
}

function waitFor(what: string, ready: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = async () => {
      if (await Promise.resolve(ready()).catch(() => false)) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error(`${what} did not start in ${timeoutMs} ms`));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

const answers = (url: string) => async () => (await fetch(url, { redirect: 'manual' })).status < 500;

function start(command: string, args: string[], log: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const out = openSync(log, 'a');
  // A process group of its own: PHP's server forks its workers (PHP_CLI_SERVER_WORKERS), and stopping only the
  // parent would leave them listening on the port.
  return spawn(command, args, { env, stdio: ['ignore', out, out], detached: true });
}

/** The host administrator's session cookie and REST nonce, and a guest's nonce, for the bridge's calls. */
async function hostSessions(): Promise<{ cookie: string; adminNonce: string; guestNonce: string }> {
  const nonceOf = (html: string) => /"apiNonce":"([^"]+)"/.exec(html)?.[1] ?? '';
  const guest = await (await fetch(`${HOST_URL}/campaigns/run-for-clean-water/`)).text();
  const login = await fetch(`${HOST_URL}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ log: HOST_ADMIN.email, pwd: HOST_ADMIN.password, redirect_to: '/wp-admin/' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const admin = await (
    await fetch(`${HOST_URL}/wp-admin/admin.php?page=p2p-campaigns`, { headers: { cookie } })
  ).text();
  const adminNonce = nonceOf(admin);
  if (!cookie || !adminNonce) throw new Error('could not sign in to the reference host as its administrator');
  return { cookie, adminNonce, guestNonce: nonceOf(guest) };
}

const php = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Starts MariaDB, the reference host and WordPress, and installs the site; `stop()` ends all three. */
export async function startSite(root: string): Promise<Site> {
  // Any answer at all, even an error page, means another server holds the port (PHP's server shares it silently).
  for (const url of [WP_URL, HOST_URL])
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`${url} already answers: a server of an earlier run?`);
  const work = join(root, 'test-results', 'wordpress');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'logs'), { recursive: true });
  const processes: ChildProcess[] = [];
  const stop = () => {
    for (const child of processes.reverse()) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    // MariaDB: a data folder of its own, no network, root over the socket.
    const data = join(work, 'mysql');
    const socket = join(work, 'mysql.sock');
    execFileSync('mariadb-install-db', [
      `--datadir=${data}`,
      '--user=root',
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ]);
    processes.push(
      start(
        'mariadbd',
        [
          `--datadir=${data}`,
          `--socket=${socket}`,
          '--skip-networking',
          '--user=root',
          `--pid-file=${join(work, 'mysql.pid')}`,
        ],
        join(work, 'logs', 'mariadb.log'),
      ),
    );
    await waitFor('MariaDB', () => existsSync(socket));
    execFileSync('mariadb', ['-uroot', `--socket=${socket}`, '-e', 'CREATE DATABASE wordpress']);

    // The reference host: seeded demo data on a fresh database.
    processes.push(
      start(
        process.execPath,
        [
          'node_modules/tsx/dist/cli.mjs',
          'host/main.ts',
          '--port',
          String(HOST_PORT),
          '--db',
          join(work, 'host', 'p2p.sqlite'),
          '--dist',
          'dist',
          '--reset',
        ],
        join(work, 'logs', 'host.log'),
      ),
    );
    await waitFor('the reference host', answers(`${HOST_URL}/robots.txt`));
    const sessions = await hostSessions();

    // WordPress: Debian's files copied beside a wp-config of our own, the plugin folder `npm run wp:plugin` makes.
    const site = join(work, 'site');
    // Debian links WordPress's bundled libraries (underscore, jQuery…) relatively to /usr/share/javascript: the copy
    // keeps each link pointing there (cpSync resolves relative link targets unless told to keep them verbatim).
    cpSync(WORDPRESS, site, { recursive: true });
    const content = join(site, 'wp-content');
    assemblePlugin(join(content, 'plugins', 'give-p2p'));
    mkdirSync(join(content, 'mu-plugins'), { recursive: true });
    cpSync(
      join(root, 'tests', 'wordpress', 'bridge', 'p2p-test-bridge.php'),
      join(content, 'mu-plugins', 'p2p-test-bridge.php'),
    );
    const salts = [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ]
      .map((name) => `define('${name}', '${name}-p2p-tests');`)
      .join('\n');
    writeFileSync(
      join(site, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${php(`localhost:${socket}`)});
$table_prefix = 'wp_';
${salts}
define('WP_HOME', ${php(WP_URL)});
define('WP_SITEURL', ${php(WP_URL)});
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('P2P_BRIDGE_HOST', ${php(HOST_URL)});
define('P2P_BRIDGE_ADMIN_COOKIE', ${php(sessions.cookie)});
define('P2P_BRIDGE_ADMIN_NONCE', ${php(sessions.adminNonce)});
define('P2P_BRIDGE_GUEST_NONCE', ${php(sessions.guestNonce)});
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );
    execFileSync(
      'php',
      [join(root, 'tests', 'wordpress', 'install.php'), site, WP_URL, WP_ADMIN.user, WP_ADMIN.password],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    processes.push(
      start(
        'php',
        ['-S', `127.0.0.1:${WP_PORT}`, '-t', site, join(root, 'tests', 'wordpress', 'router.php')],
        join(work, 'logs', 'php.log'),
        { ...process.env, PHP_CLI_SERVER_WORKERS: '4', P2P_WP_ROOT: site },
      ),
    );
    await waitFor('WordPress', answers(`${WP_URL}/wp-login.php`));
    return { stop };
  } catch (error) {
    stop();
    throw error;
  }
}
