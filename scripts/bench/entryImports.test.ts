import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeDist as dist } from './fakeDist';
import { entryImports, relativeImports } from './entryImports.mjs';

describe('entryImports', () => {
  it('reads static and dynamic specifiers in the quotes a minifier writes', () => {
    expect(
      relativeImports('import{a as b}from"./x.js";import"../y.js";import(`./z.js`);import(\'./w.js\');import("react")'),
    ).toEqual(['./x.js', '../y.js', './z.js', './w.js']);
  });

  it('finds a chunk that imports an entry, statically or lazily, with or without a query', () => {
    const folder = dist({
      'p2p.js': 'import("./chunks/start-1.js")',
      'p2p-admin.js': 'import("./admin/start-2.js")',
      'chunks/start-1.js': 'import{t as a}from"../p2p.js";import"./shell-3.js"',
      'chunks/shell-3.js': 'export const x=1',
      'admin/start-2.js': 'import(`../p2p-admin.js?ver=1`)',
    });
    expect(entryImports(folder)).toEqual([
      { file: join('admin', 'start-2.js'), imports: ['p2p-admin.js'] },
      { file: join('chunks', 'start-1.js'), imports: ['p2p.js'] },
    ]);
  });

  it('passes a build whose entries only load chunks', () => {
    const folder = dist({
      'p2p.js': 'import("./chunks/start-1.js")',
      'chunks/start-1.js': 'import"./shell-3.js";import(`./home-4.js`)',
      'chunks/shell-3.js': '',
      'chunks/home-4.js': 'import{a}from"./shell-3.js"',
    });
    expect(entryImports(folder)).toEqual([]);
  });
});
