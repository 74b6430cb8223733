import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStatic } from './files.ts';

/*
 * A served folder (root/dist) beside files it must never serve: root/secret.js and root/private/key.js have
 * types the allow-list accepts, so only the path guard stands between a request and them.
 */
let top: string;
let served: string;

beforeAll(() => {
  top = mkdtempSync(join(tmpdir(), 'p2p-static-'));
  served = join(top, 'dist');
  mkdirSync(join(served, 'chunks'), { recursive: true });
  mkdirSync(join(top, 'private'));
  writeFileSync(join(served, 'p2p.js'), 'export const inside = 1;');
  writeFileSync(join(served, 'chunks', 'a-1.js'), 'export const chunk = 1;');
  writeFileSync(join(top, 'secret.js'), 'export const secret = 1;');
  writeFileSync(join(top, 'private', 'key.js'), 'export const key = 1;');
  symlinkSync(join(top, 'secret.js'), join(served, 'link.js'));
  symlinkSync(join(top, 'private'), join(served, 'linked-folder'));
  symlinkSync(join(served, 'p2p.js'), join(served, 'alias.js'));
});

afterAll(() => rmSync(top, { recursive: true, force: true }));

describe('readStatic', () => {
  it('serves files inside the folder with their type, encoded or not', async () => {
    expect((await readStatic(served, 'p2p.js'))?.body.toString()).toBe('export const inside = 1;');
    expect((await readStatic(served, 'chunks/a-1.js'))?.type).toBe('text/javascript; charset=utf-8');
    expect((await readStatic(served, 'chunks%2fa-1.js'))?.body.toString()).toBe('export const chunk = 1;');
    // Backslashes are separators, as a browser's URL parser and Windows read them.
    expect((await readStatic(served, 'chunks\\a-1.js'))?.body.toString()).toBe('export const chunk = 1;');
    // A `..` that stays inside is still inside.
    expect((await readStatic(served, 'chunks/../p2p.js'))?.body.toString()).toBe('export const inside = 1;');
    // A link that stays inside is followed.
    expect((await readStatic(served, 'alias.js'))?.body.toString()).toBe('export const inside = 1;');
  });

  it.each([
    ['../secret.js'],
    ['chunks/../../secret.js'],
    ['%2e%2e/secret.js'],
    ['%2E%2E%2Fsecret.js'],
    ['..%2fprivate%2fkey.js'],
    ['..\\secret.js'],
    ['..%5csecret.js'],
    ['chunks\\..\\..\\private\\key.js'],
  ])('refuses to climb out of the folder: %s', async (path) => {
    expect(await readStatic(served, path)).toBeNull();
  });

  it('reads an absolute path as a path below the folder, never from the file system root', async () => {
    expect(await readStatic(served, join(top, 'secret.js'))).toBeNull();
    expect(await readStatic(served, encodeURIComponent(join(top, 'secret.js')))).toBeNull();
    mkdirSync(join(served, top.slice(1)), { recursive: true });
    writeFileSync(join(served, top.slice(1), 'secret.js'), 'export const decoy = 1;');
    expect((await readStatic(served, join(top, 'secret.js')))?.body.toString()).toBe('export const decoy = 1;');
  });

  it('does not follow a symlink out of the folder', async () => {
    expect(await readStatic(served, 'link.js')).toBeNull();
    expect(await readStatic(served, 'linked-folder/key.js')).toBeNull();
  });

  it('refuses NUL bytes, malformed escapes, unknown types and folders', async () => {
    expect(await readStatic(served, 'p2p.js%00.png')).toBeNull();
    expect(await readStatic(served, '%E0%A4%A')).toBeNull();
    writeFileSync(join(served, 'notes.sqlite'), 'x');
    expect(await readStatic(served, 'notes.sqlite')).toBeNull();
    mkdirSync(join(served, 'folder.js'));
    expect(await readStatic(served, 'folder.js')).toBeNull();
  });
});
