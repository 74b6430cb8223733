import * as v from 'valibot';
import isEmail from 'validator/lib/isEmail.js';
import { ApiError } from './errors.ts';

/** Same rule as the front end: local part <= 64 bytes, domain <= 254, a top-level domain. */
export const isValidEmail = (value: string): boolean =>
  value.length <= 254 && isEmail(value, { require_tld: true, allow_utf8_local_part: true });

const toText = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim());

export const requiredText = (label: string, max = 200) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()], `${label} must be text.`), ''),
    v.transform(String),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

export const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.union([toText, v.null()]), ''),
    v.transform((s) => s ?? ''),
    v.maxLength(max),
  );

export const id = (label: string) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()], `${label} is invalid.`), ''),
    v.check((x) => String(x).trim() !== '', `${label} is required.`),
    v.transform(Number),
    v.integer(`${label} is invalid.`),
    v.minValue(1, `${label} is invalid.`),
  );

export const email = v.pipe(requiredText('Email', 254), v.check(isValidEmail, 'Please enter a valid email address.'));

export const password = v.pipe(
  v.optional(v.string(), ''),
  v.nonEmpty('Password is required.'),
  v.minLength(6, 'Password must have at least 6 characters'),
  v.maxLength(200, 'Password must be at most 200 characters.'),
);

export const goal = (label: string) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), ''),
    v.transform((x) => (typeof x === 'string' ? x.trim().replace(/,/g, '') : String(x))),
    v.nonEmpty(`${label} is required.`),
    v.transform(Number),
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(1, `${label} must be at least 1.`),
    v.maxValue(100_000_000, `${label} is too large.`),
  );

export const flag = v.pipe(
  v.optional(v.union([v.boolean(), v.string(), v.number()]), false),
  v.transform((x) => x === true || x === 1 || x === '1' || x === 'true' || x === 'on' || x === 'yes'),
);

/** Parses input or throws a 400 rest_invalid_param whose message is the first problem. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const params: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    params[key] ??= issue.message;
  }
  throw new ApiError(400, 'rest_invalid_param', result.issues[0]?.message ?? 'Invalid parameter(s).', params);
}
