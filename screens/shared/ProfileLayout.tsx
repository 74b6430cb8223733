import type { ReactNode } from 'react';
import { Avatar, Heading, Inline } from '../../design-system';
import { actionsRow, asideColumn, columns, face, header, headerText, mainColumn } from './ProfileLayout.css';

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

/**
 * The page's face: the team's or fundraiser's own picture (not the campaign cover every page shares), its
 * name (the page's one h1), badges, details and owner actions.
 */
export function ProfileHeader({ name, image, badges, details, actions }: ProfileHeaderProps) {
  return (
    <header className={header}>
      <Avatar src={image} name={name} size="large" decorative className={face} />
      <div className={headerText}>
        <Heading level={1} tabIndex={-1}>
          <bdi>{name}</bdi>
        </Heading>
        {badges ? <Inline gap="sm">{badges}</Inline> : null}
        {details}
        {actions ? <div className={actionsRow}>{actions}</div> : null}
      </div>
    </header>
  );
}

export interface ProfileLayoutProps {
  header: ReactNode;
  /** Full-width notices above the header (pending approval). */
  notices?: ReactNode;
  /** The support card: figures, Donate and the other calls to action. */
  support: ReactNode;
  main: ReactNode;
  /** Full-width pieces at the end (sponsors). */
  bottom?: ReactNode;
  /** The compact Donate bar (last, so its spacer keeps the end of the page readable). */
  sticky?: ReactNode;
}

/**
 * Team and fundraiser pages: header, then the support card beside the story column. The card comes first in
 * the document, so a phone shows the figures and Donate right under the header and screen readers meet them in
 * the same place; in the wide layout it sits in the right column and stays in view while the story scrolls.
 */
export function ProfileLayout({ header: headerSlot, notices, support, main, bottom, sticky }: ProfileLayoutProps) {
  return (
    <>
      {notices}
      {headerSlot}
      <div className={columns}>
        <div className={asideColumn}>{support}</div>
        <div className={mainColumn}>{main}</div>
      </div>
      {bottom}
      {sticky}
    </>
  );
}
