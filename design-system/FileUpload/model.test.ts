import { describe, expect, it } from 'vitest';
import {
  hasImageSignature,
  isAcceptedImage,
  mergeFiles,
  rejectionMessage,
  rejectionReason,
  sortByContent,
} from './model';

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

describe('hasImageSignature', () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  it.each([
    ['a JPEG', [0xff, 0xd8, 0xff, 0xe0], true],
    ['a PNG', png, true],
    ['a PNG with more after', [...png, 0, 0, 0, 0x0d], true],
    ['a PNG cut short', png.slice(0, 7), false],
    ['a PNG with its last signature byte wrong', [...png.slice(0, 7), 0x0b], false],
    ['a JPEG cut after two bytes', [0xff, 0xd8], false],
    ['a JPEG with its third byte wrong', [0xff, 0xd8, 0xfe], false],
    ['a GIF', [...'GIF89a'].map((char) => char.charCodeAt(0)), false],
    ['text', [...'hello'].map((char) => char.charCodeAt(0)), false],
    ['nothing', [], false],
  ])('%s → %s', (_, bytes, expected) => {
    expect(hasImageSignature(Uint8Array.from(bytes))).toBe(expected);
  });
});

describe('sortByContent', () => {
  it('keeps JPEGs and PNGs by their bytes, whatever their names, and sets the rest apart in order', async () => {
    const jpeg = new File([Uint8Array.of(0xff, 0xd8, 0xff, 0xdb)], 'photo.jpg', { type: 'image/jpeg' });
    const png = new File([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)], 'logo.png');
    const text = new File(['just text'], 'notes.jpg', { type: 'image/jpeg' });
    const empty = new File([], 'empty.png', { type: 'image/png' });
    const { images, impostors } = await sortByContent([text, jpeg, empty, png]);
    expect(images).toEqual([jpeg, png]);
    expect(impostors).toEqual([text, empty]);
  });

  it('counts a file that cannot be read as not an image', async () => {
    const unreadable = new File(['x'], 'broken.png');
    unreadable.slice = () => {
      throw new Error('gone');
    };
    const broken = new File(['x'], 'gone.png');
    broken.slice = () => ({ arrayBuffer: () => Promise.reject(new Error('gone')) }) as unknown as Blob;
    expect(await sortByContent([broken, unreadable])).toEqual({ images: [], impostors: [broken, unreadable] });
  });
});

describe('rejectionMessage and rejectionReason', () => {
  // The codes react-dropzone (or the content check) gives, the message shown and the reason reported for them.
  const cases = [
    [['file-too-large'], 'big.png exceeds the maximum upload size for this site', 'size'],
    [['file-invalid-type'], 'big.png is not a permitted image. Use a .jpg, .jpeg or .png file.', 'type'],
    [
      ['file-too-large', 'file-invalid-type'],
      'big.png is not a permitted image. Use a .jpg, .jpeg or .png file.',
      'type',
    ],
    // Named and typed right, but its first bytes are not an image's (a text file renamed).
    [['file-not-image'], 'big.png is not a JPEG or PNG image, even though its name ends in .png.', 'type'],
    [['too-many-files'], 'big.png was not added: choose only one image', 'count'],
    [['something-else'], 'big.png could not be added', 'other'],
  ] as const;

  it.each(cases)('%j → %s', (codes, message) => {
    expect(rejectionMessage('big.png', codes)).toBe(message);
  });

  it.each(cases.map(([codes, , reason]) => [codes, reason] as const))('%j → %s', (codes, reason) => {
    expect(rejectionReason(codes)).toBe(reason);
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
