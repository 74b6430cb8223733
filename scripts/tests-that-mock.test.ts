import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replacesModules, testsThatMock } from './tests-that-mock';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('testsThatMock', () => {
  it('finds a file by vi.mock or vi.doMock, not by other vi calls or the word alone', () => {
    expect(replacesModules("vi.mock('./client', () => ({}));")).toBe(true);
    expect(replacesModules("  vi.doMock('../api/client');")).toBe(true);
    expect(replacesModules('vi.fn(); vi.spyOn(window, "fetch"); // we mock fetch')).toBe(false);
    expect(replacesModules('vi.mocked(fn)')).toBe(false);
  });

  it('lists the screens tests that replace modules, by their path from the root', () => {
    const files = testsThatMock(root, ['screens', '.storybook']);
    expect(files).toContain('screens/app/App.test.tsx');
    expect(files).not.toContain('screens/app/paths.test.ts');
    expect(files.every((file) => /^(screens|\.storybook)\/.+\.test\.tsx?$/.test(file))).toBe(true);
  });
});
