import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { firstCompound, SCOPE, scopeSelector, scopeStyles } from './scope-styles';

const S = '.p2p-root.p2p-root.p2p-root';

async function scoped(css: string, from = '/repo/design-system/Button/Button.css.ts.vanilla.css'): Promise<string> {
  const result = await postcss([scopeStyles()]).process(css, { from });
  return result.css;
}

describe('scopeSelector', () => {
  it('puts a component rule under the root, three classes up', () => {
    expect(SCOPE).toBe(S);
    expect(scopeSelector('.Button_button__abc')).toEqual([`${S} .Button_button__abc`]);
    expect(scopeSelector('.a:hover > .b::after')).toEqual([`${S} .a:hover > .b::after`]);
  });

  it('keeps rules on the root itself matching the root, the class repeated in place', () => {
    expect(scopeSelector('.p2p-root')).toEqual([S]);
    expect(scopeSelector('.p2p-root *::before')).toEqual([`${S} *::before`]);
    expect(scopeSelector('.p2p-root :where(a, button)')).toEqual([`${S} :where(a, button)`]);
    // Another class that merely starts with the name is a component class.
    expect(scopeSelector('.p2p-root-like')).toEqual([`${S} .p2p-root-like`]);
  });

  it('leaves :root, html and body alone, and scopes what is under them', () => {
    expect(scopeSelector(':root')).toEqual([':root']);
    expect(scopeSelector('html')).toEqual(['html']);
    expect(scopeSelector('body .x')).toEqual([`body ${S} .x`]);
  });

  it('writes a direction rule for dir on <html>, on the root and inside it', () => {
    expect(scopeSelector('[dir="rtl"] .glyph')).toEqual([
      `[dir="rtl"] ${S} .glyph`,
      `${S}[dir="rtl"] .glyph`,
      `${S} [dir="rtl"] .glyph`,
    ]);
    expect(scopeSelector('[dir=rtl] .card:hover .arrow')).toHaveLength(3);
    // Not a lone direction test: an ordinary selector.
    expect(scopeSelector('[dir="rtl"].x .y')).toEqual([`${S} [dir="rtl"].x .y`]);
  });

  it('splits at the first top-level combinator only', () => {
    expect(firstCompound('.a:is(.b .c) .d')).toEqual(['.a:is(.b .c)', ' .d']);
    expect(firstCompound('[data-x="a b"]>.c')).toEqual(['[data-x="a b"]', '>.c']);
    expect(firstCompound('.a')).toEqual(['.a', '']);
  });
});

describe('scopeStyles (PostCSS)', () => {
  it('scopes every selector of a rule, inside @media too, and leaves @keyframes alone', async () => {
    const css = await scoped(
      '.a, .b:hover { color: red } @media (min-width: 40em) { .c { margin: 0 } } @keyframes spin { from { opacity: 0 } to { opacity: 1 } }',
    );
    expect(css).toContain(`${S} .a, ${S} .b:hover { color: red }`);
    expect(css).toContain(`${S} .c { margin: 0 }`);
    expect(css).toContain('from { opacity: 0 } to { opacity: 1 }');
  });

  it('touches only the virtual CSS of `.css.ts` modules', async () => {
    expect(await scoped('.a { color: red }', '/repo/node_modules/x/style.css')).toBe('.a { color: red }');
    expect(await scoped('.a { color: red }', '/repo/design-system/A.css.ts.vanilla.css?used')).toContain(S);
  });

  it('scopes a rule once, however often PostCSS visits it', async () => {
    const css = await postcss([scopeStyles(), scopeStyles(() => false)]).process('.a { color: red }', {
      from: '/repo/x.css.ts.vanilla.css',
    });
    expect(css.css.match(/p2p-root/g)).toHaveLength(3);
  });
});
