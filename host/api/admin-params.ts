import * as v from 'valibot';
import type { Body } from './body.ts';
import { ApiError } from './errors.ts';
import { isValidEmail, parseInput } from './validate.ts';

/*
 * Parameters of the admin calls. Every value that reaches SQL text (sort column, direction) comes from a
 * whitelist here; anything else is a 400 rest_invalid_param, never a silent default.
 */

export const invalidParam = (param: string, message: string): ApiError =>
  new ApiError(400, 'rest_invalid_param', message, { [param]: message });

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 10;

export interface ListQuery<Sort extends string, Status extends string> {
  page: number;
  perPage: number;
  sort: Sort;
  direction: 'ASC' | 'DESC';
  /** null: every status. */
  status: Status | null;
  search: string;
}

function wholeNumber(input: Body, key: string, fallback: number, min: number, max: number): number {
  const raw = input[key];
  if (raw === undefined || raw === null || raw === '') return fallback;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const n = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= min && n <= max)) throw invalidParam(key, `${key} must be a whole number from ${min} to ${max}.`);
  return n;
}

function oneOf<T extends string>(input: Body, key: string, allowed: readonly T[], fallback: T | null): T | null {
  const raw = input[key];
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (typeof raw === 'string' && (allowed as readonly string[]).includes(raw)) return raw as T;
  throw invalidParam(key, `${key} must be one of: ${allowed.join(', ')}.`);
}

/** page, per_page, sort, direction, status and search of a list call, checked against the call's whitelists. */
export function listQuery<Sort extends string, Status extends string>(
  input: Body,
  spec: { sorts: readonly Sort[]; defaultSort: Sort; statuses: readonly Status[] },
): ListQuery<Sort, Status> {
  const direction = oneOf(
    { direction: typeof input.direction === 'string' ? input.direction.toLowerCase() : (input.direction ?? '') },
    'direction',
    ['asc', 'desc'] as const,
    'desc',
  );
  const status = oneOf(input, 'status', ['all', ...spec.statuses] as const, 'all');
  const search = input.search ?? '';
  if (typeof search !== 'string' && typeof search !== 'number') throw invalidParam('search', 'search must be text.');
  return {
    page: wholeNumber(input, 'page', 1, 1, 1_000_000),
    perPage: wholeNumber(input, 'per_page', DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
    sort: oneOf(input, 'sort', spec.sorts, spec.defaultSort) ?? spec.defaultSort,
    direction: direction === 'asc' ? 'ASC' : 'DESC',
    status: status === 'all' ? null : (status as Status),
    search: String(search).trim().slice(0, 100),
  };
}

/** `{status:true, data, total, pages, statuses}`: the envelope of every admin list. */
export function listAnswer<Row>(rows: Row[], total: number, perPage: number, statuses: Record<string, string>) {
  // pages is an integer, total an int (section 7.0).
  return { status: true, data: rows, total, pages: Math.ceil(total / perPage), statuses };
}

export const MAX_GOAL = 1_000_000_000_000;

/**
 * A goal in whole currency units: an integer, or a string of digits. "12.50", "1,250" or "1.250.000" are
 * 400s: the client parses the site's separators, the server never guesses (the plugin turned 12.50 into 1250).
 */
export const adminGoal = (label: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${label} is required.`),
    v.transform((x) => (typeof x === 'number' ? x : /^\s*\d{1,13}\s*$/.test(x) ? Number(x) : Number.NaN)),
    v.check((n) => Number.isSafeInteger(n) && n >= 0, `${label} must be a whole number of at least 0.`),
    v.maxValue(MAX_GOAL, `${label} is too large.`),
  );

/** A positive whole id given as a number or a string of digits. */
export const adminId = (label: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${label} is required.`),
    v.transform((x) => (typeof x === 'number' ? x : /^\s*\d{1,12}\s*$/.test(x) ? Number(x) : Number.NaN)),
    v.check((n) => Number.isSafeInteger(n) && n >= 1, `${label} is invalid.`),
  );

/** 1–100 ids: an array, a comma-separated string, or a single id under `single`. */
export function idList(input: Body, many: string, single: string, label: string): number[] {
  const raw = input[many] ?? input[single];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw === undefined ? [] : [raw];
  const ids = parseInput(
    v.pipe(
      v.array(adminId(label)),
      v.minLength(1, `Give at least one ${label.toLowerCase()}.`),
      v.maxLength(100, 'At most 100 at a time.'),
    ),
    list,
  );
  return [...new Set(ids)];
}

/** The approval states an administrator may set. */
export const approvalStatus = v.picklist(['active', 'denied'], "status must be 'active' or 'denied'.");

/** A checkbox of a multipart form: '1' (or true/'true'/'on') when ticked, absent when not. */
export const checkbox = v.pipe(
  v.optional(v.union([v.boolean(), v.string(), v.number()]), false),
  v.transform((x) => x === true || x === 1 || x === '1' || x === 'true' || x === 'on'),
);

/** Addresses of an invitation call: each must be valid, and the 400 names the ones that are not. */
export function emailList(input: Body, key: string, max: number): string[] {
  const raw = input[key];
  const list = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [])
    .map((e) => (typeof e === 'string' ? e.trim() : ''))
    .filter(Boolean);
  if (list.length === 0) throw invalidParam(key, 'Give at least one email address.');
  if (list.length > max) throw invalidParam(key, `At most ${max} invitations at a time.`);
  const invalid = list.filter((e) => !isValidEmail(e));
  if (invalid.length > 0) throw invalidParam(key, `These email addresses are not valid: ${invalid.join(', ')}`);
  return [...new Set(list.map((e) => e.toLowerCase()))];
}

/** ISO 8601 from stored milliseconds. */
export const isoDate = (ms: number): string => new Date(ms).toISOString();

/** Currency units from stored cents, as the plugin's Money::getAmount(): an int when whole, else a float (12.34). */
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/** An id column as wpdb returns it: a numeric string, '' for none. */
export const idText = (id: number | null | undefined): string => (id ? String(id) : '');
