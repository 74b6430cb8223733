import { size } from '../../tokens.json';

export type AvatarSize = 'small' | 'medium' | 'large';

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
