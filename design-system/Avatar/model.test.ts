import { describe, expect, it } from 'vitest';
import { avatarPixels, avatarSource, initialsOf, type AvatarSize } from './model';

describe('avatarPixels', () => {
  it.each<[AvatarSize, number]>([
    ['small', 40],
    ['medium', 64],
    ['large', 120],
  ])('%s → %d px', (size, pixels) => {
    expect(avatarPixels(size)).toBe(pixels);
  });
});

describe('avatarSource', () => {
  const placeholder = 'data:placeholder';
  it.each<[string, string | null | undefined, string | null, string]>([
    ['uses the given image', '/me.jpg', null, '/me.jpg'],
    ['trims the URL', ' /me.jpg ', null, '/me.jpg'],
    ['placeholder without an image', undefined, null, placeholder],
    ['placeholder for null', null, null, placeholder],
    ['placeholder for a blank URL', '  ', null, placeholder],
    ['placeholder once the image failed', '/me.jpg', '/me.jpg', placeholder],
    ['a new image gets its own chance after another failed', '/new.jpg', '/me.jpg', '/new.jpg'],
  ])('%s', (_case, src, failed, expected) => {
    expect(avatarSource(src, failed, placeholder)).toBe(expected);
  });
});

describe('initialsOf', () => {
  it.each<[string, string]>([
    ['Carla Captain', 'CC'],
    ['madonna', 'M'],
    ['Jean-Luc Picard', 'JP'],
    ['Mary Ann van der Berg', 'MB'],
    ['  Ann   Lee  ', 'AL'],
    ['(Ann) Lee', 'AL'],
    ['Émile Zola', 'ÉZ'],
    ['李小龍', '李'],
    ['😀 Sam', 'S'],
    ['3M Company', '3C'],
    ['', ''],
    ['   ', ''],
    ['!!! ???', ''],
    ['\tmadonna\n', 'M'],
    ['ann\nlee', 'AL'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
