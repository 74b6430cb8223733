import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { withClassName } from '../classNames';
import { __ } from '../i18n';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { textLink } from './TextLink.css';

export interface TextLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Opens in a new tab (with `rel="noopener noreferrer"`) and tells screen reader users so. */
  external?: boolean | undefined;
  /** Screen reader text added to external links; defaults to "(opens in a new tab)". */
  newTabLabel?: string | undefined;
}

/**
 * An underlined link in the campaign link colour. It forwards its ref and spreads every prop onto the
 * anchor, so a router link can render it: `<TextLink href={useHref(to)} onClick={useLinkClickHandler(to)}>`.
 */
export const TextLink = forwardRef<HTMLAnchorElement, TextLinkProps>(function TextLink(
  { external = false, newTabLabel, className, children, target, rel, ...rest },
  ref,
) {
  const classes = withClassName(textLink, className);
  return (
    <a
      ref={ref}
      className={classes}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      {...rest}
    >
      {children}
      {external ? <VisuallyHidden>{` ${newTabLabel ?? __('(opens in a new tab)')}`}</VisuallyHidden> : null}
    </a>
  );
});
