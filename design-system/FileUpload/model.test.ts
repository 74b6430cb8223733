import { describe, expect, it } from 'vitest';
import { isAcceptedImage, mergeFiles, rejectionMessage, rejectionReason } from './model';

const file = (name: string, size = 10, lastModified = 1) =>
  new File(['x'.repeat(size)], name, { type: 'image/png', lastModified });

describe('isAcceptedImage', () => {
  it.each([
    ['avatar.png', 'image/png', true],
    ['avatar.PNG', 'image/png', true],
    ['photo.jpg', 'image/jpeg', true],
    ['photo.jpeg', 'image/jpeg', true],
    ['anim.gif', 'image/gif', false],
    ['drawing.svg', 'image/svg+xml', false],
    ['photo.png', 'text/html', false],
    ['photo.png', '', false],
    ['notes.txt', 'image/png', false],
  ])('%s typed %s → %s', (name, type, expected) => {
    expect(isAcceptedImage({ name, type })).toBe(expected);
  });
});

describe('rejectionMessage', () => {
  it.each([
    [['file-too-large'], 'big.png exceeds the maximum upload size for this site'],
    [['file-invalid-type'], 'big.png is not a JPG or PNG image'],
    [['file-too-large', 'file-invalid-type'], 'big.png is not a JPG or PNG image'],
    [['too-many-files'], 'big.png was not added: choose only one image'],
    [['something-else'], 'big.png could not be added'],
  ])('%j → %s', (codes, expected) => {
    expect(rejectionMessage('big.png', codes)).toBe(expected);
  });
});

describe('rejectionReason', () => {
  it.each([
    [['file-too-large'], 'size'],
    [['file-invalid-type'], 'type'],
    [['file-too-large', 'file-invalid-type'], 'type'],
    [['too-many-files'], 'count'],
    [['something-else'], 'other'],
  ] as const)('%j → %s', (codes, expected) => {
    expect(rejectionReason(codes)).toBe(expected);
  });
});

describe('mergeFiles', () => {
  const a = file('a.png');
  const b = file('b.png');
  it.each([
    ['single mode replaces the file', [a], [b], false, [b]],
    ['single mode keeps only the first of several', [], [a, b], false, [a]],
    ['multiple mode adds', [a], [b], true, [a, b]],
    ['multiple mode skips the same file chosen again', [a], [file('a.png'), b], true, [a, b]],
    ['multiple mode keeps a different file with the same name', [a], [file('a.png', 20)], true, [a, 'a.png']],
  ])('%s', (_name, current, added, multiple, expected) => {
    const result = mergeFiles(current, added, multiple);
    expect(result).toHaveLength(expected.length);
    // Kept files are the very same objects; new ones are checked by name.
    expected.forEach((item, index) => {
      if (typeof item === 'string') expect(result[index]?.name).toBe(item);
      else expect(result[index]).toBe(item);
    });
  });
});
