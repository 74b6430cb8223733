import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wireCallOf, type WireCall } from './wire';

export const CONTRACT_DIR = join(import.meta.dirname, '.');

export interface Fixture {
  file: string;
  call: WireCall;
  body: unknown;
}

/** Every fixture file of this folder, with the call (and error form) its name says. */
export function allFixtures(): Fixture[] {
  return readdirSync(CONTRACT_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const call = wireCallOf(file);
      if (!call) throw new Error(`${file}: no call of section 7 by that name`);
      return { file, call, body: JSON.parse(readFileSync(join(CONTRACT_DIR, file), 'utf8')) as unknown };
    });
}

/** One fixture's body by file name (without .json). */
export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(join(CONTRACT_DIR, `${name}.json`), 'utf8')) as unknown;
}
