import type { ReactNode } from 'react';
import { Link, useHref, useLinkClickHandler } from 'react-router-dom';
import { buttonClassName, TextLink, type ButtonProps } from '../../design-system';

interface RouterButtonProps {
  to: string;
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  children: ReactNode;
}

/** A client-side move (inside the app) that looks like a button. */
export function RouterButton({ to, color, size, fullWidth, children }: RouterButtonProps) {
  return (
    <Link to={to} className={buttonClassName({ color, size, fullWidth })}>
      {children}
    </Link>
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
