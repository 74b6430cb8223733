import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createApp, createHost } from '../app.ts';
import { fixedClock, SEED_EPOCH } from '../clock.ts';
import type { Host, HostEnv, HostOptions } from '../context.ts';
import { openDatabase } from '../db/open.ts';
import { DEMO_PASSWORD } from '../db/seed-data.ts';
import { REST_PRETTY_PREFIX } from '../urls.ts';

export const ORIGIN = 'http://127.0.0.1:8080';
export const BASE = '/campaigns/run-for-clean-water';
export const API = `${ORIGIN}${REST_PRETTY_PREFIX}`;
export const PLAIN_API = `${ORIGIN}/?rest_route=/give-api/v2/p2p-campaigns`;

export interface TestHost {
  app: Hono<HostEnv>;
  host: Host;
  dir: string;
  close(): void;
}

/** A host on a temporary SQLite file (seeded), with a frozen clock; call close() in afterAll. */
export async function createTestHost(options: Partial<HostOptions> = {}, plainPermalinks = false): Promise<TestHost> {
  const dir = mkdtempSync(join(tmpdir(), 'p2p-host-'));
  const { db } = await openDatabase(join(dir, 'p2p.sqlite'), join(dir, 'uploads'));
  const host = createHost({
    db,
    clock: fixedClock(SEED_EPOCH),
    plainPermalinks,
    options: {
      uploadsDir: join(dir, 'uploads'),
      distDir: join(dir, 'dist'),
      csp: false,
      dev: false,
      testHooks: false,
      autoApprove: false,
      maxUploadSize: 64 * 1024,
      demo: true,
      ...options,
    },
  });
  return {
    app: createApp(host),
    host,
    dir,
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's host (createTestHost) made before its tests and closed after them, with one client on it: signed
 * in as `login`, else a visitor who opened the home page. Both objects are filled in by the file's first
 * beforeAll, so read them inside tests and later hooks only.
 */
export function hostPerFile(login?: string, options: Partial<HostOptions> = {}): { t: TestHost; client: Client } {
  const t = {} as TestHost;
  const client = new Client(t);
  beforeAll(async () => {
    Object.assign(t, await createTestHost(options));
    if (login) await client.login(login);
    else await client.page('/');
  });
  afterAll(() => t.close());
  return { t, client };
}

/** A browser-like client: keeps the session cookie and the page's REST nonce. */
export class Client {
  cookie = '';
  nonce = '';
  /** The peer's address as the Node server would report it (the outbox answers loopback peers only). */
  peer = '127.0.0.1';

  constructor(readonly t: TestHost) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    const incoming = { socket: { remoteAddress: this.peer } } as unknown as HttpBindings['incoming'];
    const res = await this.t.app.request(
      url.startsWith('http') ? url : `${ORIGIN}${url}`,
      { ...init, headers },
      {
        incoming,
      },
    );
    const set = res.headers.get('set-cookie');
    if (set) {
      const m = /p2p_session=([^;]*)/.exec(set);
      if (m) this.cookie = m[1] ? `p2p_session=${m[1]}` : '';
    }
    return res;
  }

  /** Loads a campaign page and picks up its nonce, as the front end does. */
  async page(path = '/'): Promise<{ res: Response; html: string }> {
    const res = await this.request(`${BASE}${path}`);
    const html = await res.text();
    const m = /"apiNonce":"([^"]+)"/.exec(html);
    if (m?.[1]) this.nonce = m[1];
    return { res, html };
  }

  async api(
    name: string,
    init: {
      method?: string;
      query?: Record<string, string | number>;
      json?: unknown;
      form?: FormData;
      nonce?: string | null;
      root?: string;
    } = {},
  ): Promise<Response> {
    const root = init.root ?? API;
    const q = new URLSearchParams(Object.entries(init.query ?? {}).map(([k, v]) => [k, String(v)]));
    const qs = q.toString();
    const url = `${root}/${name}${qs ? (root.includes('?') ? '&' : '?') + qs : ''}`;
    const headers: Record<string, string> = {};
    if (init.nonce !== null) headers['X-WP-Nonce'] = init.nonce ?? this.nonce;
    let body: BodyInit | undefined;
    if (init.form) body = init.form;
    else if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    return this.request(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  }

  async login(handle: string, password = DEMO_PASSWORD): Promise<Response> {
    await this.page('/login/');
    const res = await this.api('fundraiser-login', { json: { user_handle: handle, password, campaign_id: 1 } });
    await this.page('/');
    return res;
  }
}

/** The JSON of a data-* attribute of #p2p-app, unescaped as a browser would. */
export function dataAttr(html: string, name: string): unknown {
  const m = new RegExp(`data-${name}='([^']*)'`).exec(html);
  if (!m?.[1]) return undefined;
  const text = m[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text);
}

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

/** A multipart body, as the plugin's forms post it: one field a key, and the upload (if any) as `file`. */
export function formData(fields: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', file);
  return form;
}
