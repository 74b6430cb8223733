import type { ReactNode } from 'react';
import { Avatar, Heading, Inline } from '../../design-system';
import {
  actionsRow,
  asideColumn,
  columns,
  cover as coverClass,
  coverImage,
  face,
  header,
  headerText,
  identity,
  mainColumn,
} from './ProfileLayout.css';

export interface ProfileHeaderProps {
  name: string;
  image: string;
  /** The wide picture above the face (the campaign's cover); without one the band is the campaign colour. */
  cover?: string | undefined;
  /** Badges beside the name ('Closed', 'Pending Approval'). */
  badges?: ReactNode;
  /** Lines under the name (captain, team). */
  details?: ReactNode;
  /** Owner actions ('Edit team', 'Edit profile'). */
  actions?: ReactNode;
}

/**
 * The page's face: a band with the campaign's cover (SPEC 3 gives teams and fundraisers one picture, their own
 * face, so the wide picture is the campaign's they raise for), the team's or fundraiser's own picture large
 * over its lower edge, then the name (the page's one h1), badges, details and owner actions.
 */
export function ProfileHeader({ name, image, cover, badges, details, actions }: ProfileHeaderProps) {
  return (
    <header className={header}>
      <div className={coverClass} data-profile-cover="">
        {cover ? (
          // Decorative: the name below says whose page it is. Its box is the band's, so nothing moves as it loads.
          // The page's largest first paint on a phone: fetched first (the host also preloads it with the HTML).
          <img className={coverImage} src={cover} alt="" width={1200} height={400} fetchPriority="high" />
        ) : null}
      </div>
      <div className={identity}>
        <Avatar src={image} name={name} size="large" decorative className={face} data-profile-face="" />
        <div className={headerText}>
          <Heading level={1} tabIndex={-1}>
            <bdi>{name}</bdi>
          </Heading>
          {badges ? <Inline gap="sm">{badges}</Inline> : null}
          {details}
          {actions ? <div className={actionsRow}>{actions}</div> : null}
        </div>
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
