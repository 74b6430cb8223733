import * as v from 'valibot';

// WordPress prints numbers as numeric strings, booleans as '1'/'0' and unset values as '' or null.
// These schemas accept those forms at the boundary so the rest of the app sees plain types.

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const numericString = v.pipe(
  v.string(),
  v.trim(),
  v.regex(NUMERIC, 'Expected a number'),
  v.transform((text) => Number(text)),
);

/** A finite number, given as a number or a numeric string. Required: '' and null are errors. */
export const numeric = v.union([v.pipe(v.number(), v.finite()), numericString], 'Expected a number');

/** An id where 0 means "none" (auth.user_id, team_id): '', null and false also mean none. */
export const idOrZero = v.union(
  [
    numeric,
    v.pipe(
      v.union([v.literal(''), v.null(), v.literal(false)]),
      v.transform(() => 0),
    ),
  ],
  'Expected an id or 0',
);

/** An amount or goal; unset values ('' or null) count as 0. */
export const amount = v.optional(idOrZero, 0);

const TRUE_FORMS: ReadonlyArray<unknown> = [true, 1, '1', 'true', 'yes', 'on'];
const FALSE_FORMS: ReadonlyArray<unknown> = [false, 0, '0', 'false', 'no', 'off', '', null];

/** A boolean given as true/false, 1/0, '1'/'0' or 'true'/'false'. */
export const flag = v.pipe(
  v.unknown(),
  v.check((value) => TRUE_FORMS.includes(value) || FALSE_FORMS.includes(value), 'Expected a boolean'),
  v.transform((value) => TRUE_FORMS.includes(value)),
);

/** Text that may be missing or null (then ''); numbers are kept as their decimal text. */
export const text = v.optional(
  v.union(
    [
      v.string(),
      v.pipe(v.number(), v.transform(String)),
      v.pipe(
        v.null(),
        v.transform(() => ''),
      ),
    ],
    'Expected text',
  ),
  '',
);

/** Required, non-empty text. */
export const requiredText = v.pipe(v.string('Expected text'), v.trim(), v.nonEmpty('Must not be empty'));

/** Optional text: absent, null or blank (after trimming) all mean "not given" (undefined). */
export const optionalText = v.optional(
  v.pipe(
    v.nullable(v.string('Expected text')),
    v.transform((value) => value?.trim() || undefined),
  ),
);
