import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A test file that replaces modules: `vi.mock(` or `vi.doMock(` anywhere in it. */
export function replacesModules(source: string): boolean {
  return /\bvi\.(mock|doMock)\(/.test(source);
}

/**
 * The test files under `folders` (relative to `root`) that replace modules. Vitest keeps a file's module mocks for
 * the rest of its worker unless the file runs isolated, so vite.config.ts gives these files a project of their own.
 */
export function testsThatMock(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${folder}/${file}`)
      .filter((file) => replacesModules(readFileSync(join(root, file), 'utf8'))),
  );
}
