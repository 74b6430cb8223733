import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { buttonClassName, RowAction, TextLink, type ButtonProps } from '../../../design-system';

interface HashLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A hash route of this screen (`/edit-team-3`); the href is `#/edit-team-3` under the hash router. */
  to: string;
  /** Looks like a button of this colour instead of a text link. */
  button?: ButtonProps['color'];
}

/** A move to another hash page of the admin screen, as a text link or a button-looking link. */
export function HashLink({ to, button, onClick, ...rest }: HashLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  const handleClick: HashLinkProps['onClick'] = (event) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  if (button) return <a href={href} onClick={handleClick} className={buttonClassName({ color: button })} {...rest} />;
  return <TextLink href={href} onClick={handleClick} {...rest} />;
}

/** A row action (RowActions) that moves to another hash page of the screen. */
export function HashRowAction({ to, ...rest }: { to: string; 'aria-label'?: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <RowAction href={href} onClick={onClick} {...rest} />;
}
