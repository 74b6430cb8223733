import * as v from 'valibot';
import { numeric } from './lenient';

// A read answers `{ data, ...metadata }`; leaderboards add `total` (all matches) and `count` (this page).

export function readEnvelope<TItem extends v.GenericSchema>(item: TItem) {
  return v.looseObject({ data: item });
}

export function listEnvelope<TItem extends v.GenericSchema>(item: TItem) {
  return v.looseObject({ data: v.array(item), total: v.optional(numeric), count: v.optional(numeric) });
}

/** A write answers `{ redirect }`, `{ teamId, redirect }` or an empty body (checked as {}). */
export const redirectResponseSchema = v.looseObject({ redirect: v.optional(v.string()) });
export type RedirectResponse = { redirect?: string };

/** The SWR key of a read: the endpoint name and its query, so the cache and the URL agree. */
export type ReadKey = readonly [name: string, query: Readonly<Record<string, string | number | boolean>>];
