import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { buttonClassName, TextLink, type ButtonProps } from '../../design-system';

interface RouterButtonProps {
  to: string;
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  children: ReactNode;
}

/**
 * A client-side move (inside the app) that looks like a button. An anchor with the router's href and click
 * handler rather than React Router's Link: Link brings its prefetching and view-transition machinery (2.4 KB
 * gzip on every page's first load) for features the app does not use.
 */
export function RouterButton({ to, color, size, fullWidth, children }: RouterButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return (
    <a href={href} onClick={onClick} className={buttonClassName({ color, size, fullWidth })}>
      {children}
    </a>
  );
}

/** A client-side move that looks like a text link. */
export function RouterTextLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return (
    <TextLink href={href} onClick={onClick}>
      {children}
    </TextLink>
  );
}
