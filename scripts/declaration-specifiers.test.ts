import { describe, expect, it } from 'vitest';
import { nodeResolvableDeclarations, packageName } from './declaration-specifiers';

const FILES = new Set(['./Notice.d.ts', '../theme/index.d.ts', './model.d.ts']);
const exists = (path: string) => FILES.has(path);

describe('nodeResolvableDeclarations', () => {
  it('names the declaration file of each relative specifier, in every import form tsc writes', () => {
    const source = [
      "import { NoticeProps } from './Notice';",
      'export * from "../theme";',
      "export type Model = import('./model').Model;",
      "import './Notice';",
    ].join('\n');
    expect(nodeResolvableDeclarations(source, exists).text).toBe(
      [
        "import { NoticeProps } from './Notice.js';",
        'export * from "../theme/index.js";',
        "export type Model = import('./model.js').Model;",
        "import './Notice.js';",
      ].join('\n'),
    );
  });

  it('leaves package specifiers alone and reports their packages', () => {
    const source =
      "import type { ReactNode } from 'react';\nimport { RecipeVariants } from '@vanilla-extract/recipes';";
    const { text, packages } = nodeResolvableDeclarations(source, exists);
    expect(text).toBe(source);
    expect(packages).toEqual(['react', '@vanilla-extract/recipes']);
  });

  it('fails on a relative specifier the package has no declaration for', () => {
    expect(() => nodeResolvableDeclarations("import { x } from './Missing';", exists)).toThrow('./Missing');
  });
});

describe('packageName', () => {
  it('keeps the scope and drops deep paths', () => {
    expect(packageName('validator/lib/isEmail')).toBe('validator');
    expect(packageName('@radix-ui/react-dialog')).toBe('@radix-ui/react-dialog');
    expect(packageName('@tannin/sprintf/x')).toBe('@tannin/sprintf');
  });
});
