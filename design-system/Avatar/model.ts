import { size } from '../../tokens.json';

/** The avatar sizes, smallest first (the size tokens avatarSmall, avatarMedium, avatarLarge). */
export const AVATAR_SIZES = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

const sizeTokens = {
  small: size.avatarSmall,
  medium: size.avatarMedium,
  large: size.avatarLarge,
} as const satisfies Record<AvatarSize, string>;

/** The avatar's edge in CSS pixels, for the img width/height attributes that reserve its box before load. */
export function avatarPixels(size: AvatarSize): number {
  return Number.parseInt(sizeTokens[size], 10);
}

/** Which picture to show: the given one unless it is missing, blank or has already failed to load. */
export function avatarSource(src: string | null | undefined, failedSrc: string | null, placeholder: string): string {
  const trimmed = typeof src === 'string' ? src.trim() : '';
  return trimmed === '' || trimmed === failedSrc ? placeholder : trimmed;
}

// A letter or digit of any script; initials skip punctuation, emoji and brackets around a name.
const NAME_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Up to two initials for a name shown without a picture: the first letter of the first and of the last
 * word ('Jean-Luc Picard' → 'JP', 'madonna' → 'M'), upper-cased; '' when the name has no letter at all.
 */
export function initialsOf(name: string): string {
  // Blank words (runs of spaces, leading or trailing ones) have no letter and drop out with the rest.
  const firsts = name
    .split(/\s/)
    .map((word) => Array.from(word).find((character) => NAME_CHARACTER.test(character)))
    .filter((character): character is string => character !== undefined);
  const picked = firsts.length > 1 ? [firsts[0], firsts.at(-1)] : firsts;
  return picked.join('').toLocaleUpperCase();
}
