// Layout with logical properties (issue 14): the apps run in right-to-left languages (Hebrew ships), so every
// style says start/end (marginInlineStart, paddingInlineEnd, insetInlineStart, textAlign 'start', …) and the
// browser mirrors it. A physical side (marginLeft, right, borderTopLeftRadius, textAlign 'left', float 'right',
// a four-value margin with different left and right, a gradient 'to right') stays put in RTL; each one left
// is in ALLOWED with why it must not mirror.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/i18n-pot.mjs';

/**
 * `file|property: value` (value as in the source, each `${…}` as `{…}`; a string outside a declaration, only
 * `file|value`), with why it is physical on purpose.
 */
const ALLOWED = new Map([
  [
    'design-system/Modal/Modal.css.ts|left: 50%',
    'Centring: left 50% with translate(-50%, -50%) centres in either direction (inset-inline-start would put it ' +
      'at right 50% in RTL while the translate still shifts left).',
  ],
  [
    'design-system/Select/Select.css.ts|borderRight: {…} solid currentColor',
    'The chevron is a box corner (right + bottom borders) turned 45°: it must point down in RTL too; the ' +
      'inline-end border would turn it into a left-pointing arrow.',
  ],
  [
    'design-system/Progress/Progress.css.ts|linear-gradient(to right, transparent calc({…}% - 1px), {…} calc({…}% - 1px), {…} calc({…}% + 1px), transparent calc({…}% + 1px))',
    'The milestone notches at 25, 50 and 75 % of the track: symmetric, so the same in RTL.',
  ],
]);

/** A gradient's direction towards a physical side ('to right', 'to top left'), in any string of a style file. */
const GRADIENT_TO_SIDE = /\bto ((top|bottom) )?(left|right)\b/;

/** Properties that name a physical side or corner. */
const PHYSICAL_PROPERTY =
  /^((margin|padding|scrollMargin|scrollPadding)(Left|Right)|border(Left|Right)(Width|Style|Color)?|border(Top|Bottom)(Left|Right)Radius|left|right)$/;
/** Properties whose value 'left' or 'right' is a side. */
const SIDE_VALUE = new Set(['textAlign', 'textAlignLast', 'float', 'clear', 'captionSide']);
/** Properties whose value may name a side among other words ('right 8px center'). */
const POSITION_VALUE = new Set([
  'backgroundPosition',
  'backgroundPositionX',
  'objectPosition',
  'transformOrigin',
  'perspectiveOrigin',
  'maskPosition',
]);
/** Shorthands of four sides (top right bottom left): physical when left and right differ. */
const FOUR_SIDES = new Set([
  'margin',
  'padding',
  'inset',
  'scrollMargin',
  'scrollPadding',
  'borderWidth',
  'borderStyle',
  'borderColor',
]);

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A shorthand's parts, or null when a function's spaces (calc(a + b)) make them unclear. */
const parts = (value: string) => (/[(]/.test(value) ? null : value.trim().split(/\s+/));

/** Why a declaration is physical, or null when it is logical or direction-free. */
function physical(property: string, value: string): string | null {
  const name = camel(property);
  if (PHYSICAL_PROPERTY.test(name)) return 'a physical side';
  if (SIDE_VALUE.has(name) && /^(left|right)$/.test(value.trim())) return `${value.trim()}: use start or end`;
  if (POSITION_VALUE.has(name) && /\b(left|right)\b/.test(value)) return 'a position from a physical side';
  const sides = FOUR_SIDES.has(name) ? parts(value) : null;
  if (sides?.length === 4 && sides[1] !== sides[3]) return 'four sides with different left and right';
  const corners = name === 'borderRadius' ? parts(value.split('/')[0] ?? '') : null;
  if (corners && corners.length > 1) {
    const mirrored =
      corners.length === 4 ? corners[0] === corners[1] && corners[2] === corners[3] : new Set(corners).size === 1;
    if (!mirrored) return 'corners that differ left and right';
  }
  return null;
}

type Node = { type: string; start?: number | null; end?: number | null; loc?: { start: { line: number } } | null };
type Found = { line: number; property: string; value: string; why: string };

/**
 * Every physical declaration in a .css.ts file's source: any object key of the file, so style(), recipe()
 * variants, globalStyle(), selectors, '@media' and '@supports' blocks alike.
 */
function physicalDeclarations(code: string): Found[] {
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript'] });
  const found: Found[] = [];
  const source = (node: Node) => code.slice(node.start ?? 0, node.end ?? 0);
  const valueText = (node: Node & Record<string, unknown>): string => {
    if (node.type === 'StringLiteral') return String(node.value);
    if (node.type === 'NumericLiteral') return String(node.value);
    if (node.type === 'TemplateLiteral') {
      const quasis = node.quasis as { value: { cooked?: string | null; raw: string } }[];
      return quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('{…}');
    }
    return source(node);
  };
  /** The value's own text for comparing sides: expressions as written, so `${a} 0 ${b} 0` has different sides. */
  const sideText = (node: Node & Record<string, unknown>): string => {
    if (node.type !== 'TemplateLiteral') return valueText(node);
    return source(node).slice(1, -1);
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object' || !('type' in node)) return;
    const record = node as Node & Record<string, unknown>;
    if (
      (record.type === 'StringLiteral' || record.type === 'TemplateLiteral') &&
      GRADIENT_TO_SIDE.test(valueText(record))
    ) {
      // Wherever the string is (a helper that builds a background, too): `property` is left empty.
      const why = 'a gradient towards a physical side';
      found.push({ line: record.loc?.start.line ?? 0, property: '', value: valueText(record), why });
    }
    if (record.type === 'ObjectProperty' && !record.computed) {
      const key = record.key as Node & Record<string, unknown>;
      const property =
        key.type === 'Identifier' ? String(key.name) : key.type === 'StringLiteral' ? String(key.value) : '';
      const value = record.value as Node & Record<string, unknown>;
      const why = property ? (physical(property, sideText(value)) ?? physical(property, valueText(value))) : null;
      if (why) found.push({ line: record.loc?.start.line ?? 0, property, value: valueText(value), why });
    }
    for (const [field, child] of Object.entries(record)) {
      if (field !== 'loc' && field !== 'leadingComments' && field !== 'trailingComments') visit(child);
    }
  };
  visit(ast.program);
  return found;
}

/** Every .css.ts file of the design system and the apps. */
function styleFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.css.ts')) files.push(path);
    }
  };
  for (const dir of ['design-system', 'screens']) walk(join(root, dir));
  return files.sort();
}

const allowanceKey = ({ file, property, value }: Found & { file: string }) =>
  property ? `${file}|${property}: ${value}` : `${file}|${value}`;

describe('logical properties', () => {
  const files = styleFiles();
  const findings = files.flatMap((file) => {
    const rel = relative(root, file);
    return physicalDeclarations(readFileSync(file, 'utf8')).map((found) => ({ ...found, file: rel }));
  });

  it('every style in design-system and screens says start and end, not left and right', () => {
    expect(files.length).toBeGreaterThan(50);
    const unexplained = findings
      .filter((found) => !ALLOWED.has(allowanceKey(found)))
      .map(({ file, line, property, value, why }) => `${file}:${line} ${property || '(string)'}: ${value} (${why})`);
    expect(unexplained).toEqual([]);
  });

  it('keeps no allowance that no longer matches a style', () => {
    const used = new Set(findings.map(allowanceKey));
    expect([...ALLOWED.keys()].filter((key) => !used.has(key))).toEqual([]);
  });
});

describe('physicalDeclarations', () => {
  it('finds physical sides, corners and values, in selectors and media queries too', () => {
    const code = `
      export const a = style({
        marginLeft: 4,
        paddingRight: vars.space.md,
        borderLeft: '1px solid',
        borderRightColor: 'red',
        borderTopLeftRadius: 4,
        textAlign: 'left',
        float: 'right',
        selectors: { '&:hover': { right: 0 } },
        '@media': { [wide]: { 'margin-right': '2px' } },
      });
      export const b = recipe({ variants: { tone: { info: { backgroundPosition: 'right 8px center' } } } });
      globalStyle('body', { margin: '0 8px 0 0', borderRadius: '4px 0 0 4px', background: 'linear-gradient(to left, red, blue)' });
      export const c = style({ padding: \`0 \${vars.space.lg} 0 \${vars.space.sm}\` });`;
    expect(physicalDeclarations(code).map(({ line, property }) => `${line} ${property || '(string)'}`)).toEqual([
      '3 marginLeft',
      '4 paddingRight',
      '5 borderLeft',
      '6 borderRightColor',
      '7 borderTopLeftRadius',
      '8 textAlign',
      '9 float',
      '10 right',
      '11 margin-right',
      '13 backgroundPosition',
      '14 margin',
      '14 borderRadius',
      '14 (string)',
      '15 padding',
    ]);
  });

  it('lets logical and direction-free styles through', () => {
    const code = `
      export const a = style({
        marginInlineStart: 4,
        paddingInline: vars.space.md,
        insetInlineEnd: 0,
        borderInlineStart: '1px solid',
        borderStartStartRadius: 4,
        borderRadius: vars.radius.lg,
        textAlign: 'start',
        float: 'inline-end',
        margin: '0 auto',
        padding: \`\${vars.space.sm} \${vars.space.md} \${vars.space.lg} \${vars.space.md}\`,
        inset: 0,
        top: '50%',
        backgroundPosition: 'center',
        background: 'linear-gradient(to bottom, red, blue)',
        selectors: { '&:focus': { outlineOffset: '2px' } },
      });`;
    expect(physicalDeclarations(code)).toEqual([]);
  });
});
