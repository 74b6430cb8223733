import { describe, expect, it } from 'vitest';
import { uploadFix } from './uploads';

describe('uploadFix', () => {
  it.each([
    [[], null],
    [['size'], 'size'],
    [['type'], 'type'],
    [['size', 'type'], 'type'],
    [['count'], 'other'],
    [['other', 'size'], 'size'],
  ] as const)('%j → %s', (reasons, expected) => {
    expect(uploadFix(reasons)).toBe(expected);
  });
});
