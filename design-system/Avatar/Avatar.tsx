import { forwardRef, useState, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react';
import { avatar } from './Avatar.css';
import { avatarPixels, avatarSource, type AvatarSize } from './model';
import { avatarPlaceholder } from './placeholder';

export interface AvatarProps extends Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'width' | 'height'> {
  /** Image URL; without one (or when it fails to load) a neutral placeholder is shown. */
  src?: string | null | undefined;
  /** Whose picture this is: the alt text unless `decorative`. */
  name: string;
  size?: AvatarSize | undefined;
  /** Set when the name is already shown next to the picture, so screen readers do not hear it twice. */
  decorative?: boolean | undefined;
}

/** A round profile picture with a fixed box (no layout shift while it loads) and a default placeholder. */
export const Avatar = forwardRef<HTMLImageElement, AvatarProps>(function Avatar(
  { src, name, size = 'medium', decorative = false, className, onError, ...rest },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = avatarSource(src, failedSrc, avatarPlaceholder);
  const isPlaceholder = shown === avatarPlaceholder;
  const pixels = avatarPixels(size);

  function handleError(event: SyntheticEvent<HTMLImageElement, Event>) {
    onError?.(event);
    if (!isPlaceholder) setFailedSrc(shown);
  }

  return (
    <img
      ref={ref}
      src={shown}
      alt={decorative ? '' : name}
      width={pixels}
      height={pixels}
      decoding="async"
      data-state={isPlaceholder ? 'placeholder' : 'image'}
      className={[avatar({ size }), className].filter(Boolean).join(' ')}
      onError={handleError}
      {...rest}
    />
  );
});
