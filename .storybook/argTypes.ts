import type { ArgTypes } from '@storybook/react-vite';

/*
 * Prop-table rows for types react-docgen cannot read. It reads a props interface but does not evaluate
 * `keyof typeof vars.space`, `(typeof NOTICE_TYPES)[number]`, recipe variant types or generic arrays, so
 * those props show `unknown`; and react-docgen-typescript needs the TypeScript JS API, which TypeScript 7
 * does not have. So stories state these rows, built from the same runtime objects the types come from
 * (and, for object shapes, checked against the interface), so the table cannot drift from the code.
 */

type ArgType = NonNullable<ArgTypes[string]>;
type Literal = string | number | boolean;

/** How a prop table writes a union of literals: `'primary' | 'secondary'`. */
export function literalUnion(values: readonly Literal[]): string {
  return values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(' | ');
}

interface UnionOptions<Value extends Literal> {
  /** The value the component uses when the prop is left out. */
  defaultValue?: Value;
  control?: 'select' | 'inline-radio' | 'radio';
}

/** A prop whose type is a union of literals: its table type, its default and a control listing the values. */
export function unionArgType<Value extends Literal>(
  values: readonly Value[],
  { defaultValue, control = 'select' }: UnionOptions<Value> = {},
): ArgType {
  return {
    control,
    options: [...values],
    table: {
      type: { summary: literalUnion(values) },
      ...(defaultValue === undefined ? {} : { defaultValue: { summary: literalUnion([defaultValue]) } }),
    },
  };
}

/**
 * Each field of an object type with its type, written `': string'` for a required field and
 * `'?: boolean'` for an optional one. Keys and optionality are checked against the interface.
 */
export type FieldDocs<T> = { [K in keyof T]-?: object extends Pick<T, K> ? `?: ${string}` : `: ${string}` };

/** A prop whose type is (an array of) an object type: the type's name, and its fields as the expandable detail. */
export function shapeArgType<T>(summary: string, fields: FieldDocs<T>): ArgType {
  const lines = Object.entries<string>(fields).map(([name, type]) => `  ${name}${type};`);
  return { table: { type: { summary, detail: `{\n${lines.join('\n')}\n}` } } };
}

/** A prop whose type react-docgen cannot name (a generic or derived type): the type as the code writes it. */
export function typeArgType(summary: string, detail?: string): ArgType {
  return { table: { type: detail === undefined ? { summary } : { summary, detail } } };
}
