import type { Context } from 'hono';
import type { HostEnv } from '../context.ts';
import { badRequest } from './errors.ts';

export type BodyValue = string | number | boolean | null | File | BodyValue[] | { [key: string]: BodyValue };
export type Body = Record<string, BodyValue>;

/** The request body as a flat record: JSON objects, urlencoded forms and multipart forms alike. */
export async function readBody(c: Context<HostEnv>): Promise<Body> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const parsed = await c.req.parseBody();
    const out: Body = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || value instanceof File) out[key] = value;
    }
    return out;
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('rest_invalid_json', 'Invalid JSON body passed.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('rest_invalid_json', 'The request body must be a JSON object.');
  }
  return value as Body;
}

/** Query parameters merged under the body (body wins), as WordPress's get_param() does. */
export function params(c: Context<HostEnv>, body: Body): Body {
  const out: Body = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (key !== 'rest_route' && key !== '_wpnonce') out[key] = value;
  }
  return { ...out, ...body };
}
