import type { ReactNode } from 'react';
import { Avatar, Container, Heading, Inline } from '../../design-system';
import { asideColumn, columns, header, headerText, mainColumn, page } from './ProfileLayout.css';

export interface ProfileHeaderProps {
  name: string;
  image: string;
  /** Badges beside the name ('Closed', 'Pending Approval'). */
  badges?: ReactNode;
  /** Lines under the name (captain, team). */
  details?: ReactNode;
  /** Owner actions ('Edit team', 'Edit profile'). */
  actions?: ReactNode;
}

/** The team's or fundraiser's picture, name (the page's one h1), badges and owner actions. */
export function ProfileHeader({ name, image, badges, details, actions }: ProfileHeaderProps) {
  return (
    <header className={header}>
      <Avatar src={image} name={name} size="large" decorative />
      <div className={headerText}>
        <Heading level={1} tabIndex={-1}>
          {name}
        </Heading>
        {badges ? <Inline gap="sm">{badges}</Inline> : null}
        {details}
      </div>
      {actions ? <Inline gap="sm">{actions}</Inline> : null}
    </header>
  );
}

export interface ProfileLayoutProps {
  header: ReactNode;
  /** Full-width pieces under the header (notices, cover with stats, share buttons). */
  top: ReactNode;
  main: ReactNode;
  aside: ReactNode;
  /** Full-width pieces at the end (sponsors). */
  bottom?: ReactNode;
}

/**
 * Team and fundraiser pages: header, cover, then the story column beside the support card. The support card
 * comes first in the document, so a phone shows Donate right under the figures (not after the donation lists),
 * and screen readers meet it in the same place; from the desktop breakpoint it sits in the right column.
 */
export function ProfileLayout({ header: headerSlot, top, main, aside, bottom }: ProfileLayoutProps) {
  return (
    <Container className={page}>
      {headerSlot}
      {top}
      <div className={columns}>
        <aside className={asideColumn}>{aside}</aside>
        <div className={mainColumn}>{main}</div>
      </div>
      {bottom}
    </Container>
  );
}
