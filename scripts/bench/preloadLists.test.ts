import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeDist as dist } from './fakeDist';
import { keepsNoPreloadList } from '../preload-rule';
import { unpreloadedImports } from './preloadLists.mjs';

/** A lazy import the way Vite's build writes it, with the rows of the chunk's preload table. */
const lazy = (target: string, rows: number[]) =>
  `e(()=>import("${target}"),__vite__mapDeps([${rows.join(',')}]),import.meta.url)`;
const table = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);`;

describe('unpreloadedImports', () => {
  const tree = {
    'chunks/shared-1.js': 'export const s=1',
    'chunks/lists-2.js': 'import{a}from"./swr-3.js";import{s}from"./shared-1.js"',
    'chunks/swr-3.js': 'import"./client-4.js"',
    'chunks/client-4.js': '',
  };

  it('passes a lazy import whose table lists its whole tree, less what the importing chunk already loaded', () => {
    const folder = dist({
      ...tree,
      'chunks/team-5.js': `${table(['./lists-2.js', './swr-3.js', './client-4.js'])}import"./shared-1.js";${lazy('./lists-2.js', [0, 1, 2])}`,
    });
    expect(unpreloadedImports(folder)).toEqual([]);
  });

  it('names the chunks a lazy import leaves for later round trips, and one without a table', () => {
    const folder = dist({
      ...tree,
      'chunks/team-5.js': `${table(['./lists-2.js'])}${lazy('./lists-2.js', [0])}`,
      'chunks/fundraiser-6.js': 'import("./lists-2.js")',
    });
    expect(unpreloadedImports(folder)).toEqual([
      {
        file: join('chunks', 'fundraiser-6.js'),
        target: join('chunks', 'lists-2.js'),
        missing: ['chunks/swr-3.js', 'chunks/client-4.js', 'chunks/shared-1.js'].map((file) => join(file)),
      },
      {
        file: join('chunks', 'team-5.js'),
        target: join('chunks', 'lists-2.js'),
        missing: ['chunks/swr-3.js', 'chunks/client-4.js', 'chunks/shared-1.js'].map((file) => join(file)),
      },
    ]);
  });

  it('leaves out the start chunk, whose imports keep no lists (the budget for /)', () => {
    const folder = dist({ ...tree, 'chunks/start-Ab_1-xY9.js': 'import("./lists-2.js")' });
    expect(unpreloadedImports(folder, keepsNoPreloadList)).toEqual([]);
    expect(unpreloadedImports(folder)).toHaveLength(1);
    expect(keepsNoPreloadList('chunks/start-fundraising-CtkPnCDA.js')).toBe(false);
  });
});
