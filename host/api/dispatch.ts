import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isValidRestNonce } from '../auth/nonce.ts';
import type { Host, HostEnv } from '../context.ts';
import type { Fault } from '../testing/faults.ts';
import { REST_NAMESPACE, REST_PRETTY_PREFIX } from '../urls.ts';
import { params, readBody } from './body.ts';
import { ApiError, invalidNonce, noRoute } from './errors.ts';
import { API_ROUTES } from './routes.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

function errorResponse(c: Context<HostEnv>, error: ApiError): Response {
  return c.json(error.toJSON(), error.status as 400, NO_STORE);
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Answers with an injected failure, or returns null to let the call run (after a delay for 'slow'). */
async function applyFault(c: Context<HostEnv>, fault: Fault): Promise<Response | null> {
  switch (fault.mode) {
    case 'error500':
      return errorResponse(
        c,
        new ApiError(500, 'internal_server_error', 'There has been a critical error on this website.'),
      );
    case 'nonce403':
      return errorResponse(c, invalidNonce());
    case 'malformed':
      return c.body('{"data": [{"id": 1, "name": ', 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    case 'html':
      return c.html('<!DOCTYPE html><html><body><h1>Internal Server Error</h1></body></html>', 500);
    case 'drop':
      c.env?.incoming?.socket.destroy();
      throw new Error('connection dropped (test fault)');
    case 'slow':
      await sleep(fault.delayMs);
      return null;
  }
}

async function handle(c: Context<HostEnv>, host: Host, name: string): Promise<Response> {
  const route = API_ROUTES[name];
  if (!route || (route.method !== c.req.method && !(route.method === 'GET' && c.req.method === 'HEAD'))) {
    return errorResponse(c, noRoute());
  }
  try {
    const fault = host.options.testHooks ? host.faults.take(name) : null;
    if (fault) {
      const injected = await applyFault(c, fault);
      if (injected) return injected;
    }
    const session = c.get('session');
    const sent = c.req.header('x-wp-nonce') ?? c.req.query('_wpnonce');
    if (!isValidRestNonce(host, session, sent)) throw invalidNonce();
    const body = await readBody(c);
    const result = await route.handler({ c, host, session, input: params(c, body), origin: new URL(c.req.url).origin });
    if (result instanceof Response) return result;
    return c.json(result ?? {}, 200, NO_STORE);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof Error && error.message.includes('UNIQUE constraint failed: users.email')) {
      return errorResponse(
        c,
        new ApiError(400, 'existing_user_email', 'An account with this email address already exists. Please log in.'),
      );
    }
    console.error(`[host] ${name} failed:`, error);
    return errorResponse(
      c,
      new ApiError(500, 'internal_server_error', 'There has been a critical error on this website.'),
    );
  }
}

/** Mounts the API under /wp-json/give-api/v2/p2p-campaigns/<name> and /?rest_route=/give-api/v2/p2p-campaigns/<name>. */
export function mountApi(app: Hono<HostEnv>, host: Host): void {
  const limit = bodyLimit({
    maxSize: host.options.maxUploadSize + 256 * 1024,
    onError: (c) =>
      c.json(
        new ApiError(
          413,
          'rest_upload_file_too_big',
          'The upload exceeds the maximum upload size for this site',
        ).toJSON(),
        413,
      ),
  });
  app.use(`${REST_PRETTY_PREFIX}/*`, limit);
  app.all(`${REST_PRETTY_PREFIX}/:name{[a-z0-9-]+}`, (c) => handle(c, host, c.req.param('name')));
  app.all(`${REST_PRETTY_PREFIX}/:name{[a-z0-9-]+}/`, (c) => handle(c, host, c.req.param('name')));
  app.all(`${REST_PRETTY_PREFIX}/*`, (c) => errorResponse(c, noRoute()));

  const restRoute = async (c: Context<HostEnv>, next: () => Promise<void>): Promise<Response | undefined> => {
    const route = c.req.query('rest_route');
    if (route === undefined) {
      await next();
      return undefined;
    }
    const prefix = `${REST_NAMESPACE}/`;
    const name = route.startsWith(prefix) ? route.slice(prefix.length).replace(/\/$/, '') : '';
    if (!/^[a-z0-9-]+$/.test(name)) return errorResponse(c, noRoute());
    return handle(c, host, name);
  };
  app.use('/', limit);
  app.use('/index.php', limit);
  app.all('/', restRoute);
  app.all('/index.php', restRoute);
}
