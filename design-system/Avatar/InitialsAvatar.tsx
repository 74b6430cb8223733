import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { initialsAvatar } from './InitialsAvatar.css';
import { initialsOf, type AvatarSize } from './model';

export interface InitialsAvatarProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Whose avatar this is: its initials are drawn, and it names the avatar unless `decorative`. */
  name: string;
  /** A donor who gave anonymously (or a name without letters) gets a neutral silhouette, never initials. */
  anonymous?: boolean | undefined;
  size?: AvatarSize | undefined;
  /** Set when the name is already shown next to the avatar, so screen readers do not hear it twice. */
  decorative?: boolean | undefined;
}

/** A round avatar for people without a picture (donors): their initials, or a neutral silhouette. */
export const InitialsAvatar = forwardRef<HTMLSpanElement, InitialsAvatarProps>(function InitialsAvatar(
  { name, anonymous = false, size = 'medium', decorative = false, className, ...rest },
  ref,
) {
  const initials = anonymous ? '' : initialsOf(name);
  const state = initials === '' ? 'anonymous' : 'initials';
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span
      ref={ref}
      data-state={state}
      className={[initialsAvatar({ size, state }), className].filter(Boolean).join(' ')}
      {...a11y}
      {...rest}
    >
      {state === 'initials' ? (
        initials
      ) : (
        // The same head and shoulders as Avatar's placeholder, in the current colour.
        <svg viewBox="0 0 64 64" width="100%" height="100%" fill="currentColor" aria-hidden="true" focusable="false">
          <circle cx="32" cy="25" r="12" />
          <path d="M10 60c2-13 11-20 22-20s20 7 22 20z" />
        </svg>
      )}
    </span>
  );
});
