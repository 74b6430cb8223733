import type { RefObject } from 'react';
import { __, sprintf, StickyActionBar } from '../../design-system';
import { RouterButton } from './links';
import { useScrolledPast } from './useScrolledPast';

export interface StickyDonateProps {
  /** The page's own Donate: the bar opens once it has scrolled out of view above. */
  watch: RefObject<Element | null>;
  /** Who the gift is for: the team, the fundraiser or the campaign. */
  name: string;
  donateTo: string;
}

/** The compact Donate bar of home, team and fundraiser pages on phones (never on the donate pages). */
export function StickyDonate({ watch, name, donateTo }: StickyDonateProps) {
  const open = useScrolledPast(watch);
  return (
    <StickyActionBar label={sprintf(__('Donate to %s'), name)} open={open} summary={name}>
      <RouterButton to={donateTo}>
        {__('Donate Now')}
      </RouterButton>
    </StickyActionBar>
  );
}
