import { lazy } from 'react';
import { WhenNeeded } from '../shared/WhenNeeded';
import { AboutCampaign } from './AboutCampaign';
import type { DonationsAndListsProps } from './DonationsAndLists';

const DonationsAndLists = lazy(() => import('./DonationsAndLists'));

/** What the page passes on: the story, and what the donations and lists below it show. */
export type BelowTheFoldProps = DonationsAndListsProps;

/**
 * The campaign home below its first screen: the story (with DOMPurify), then donations, top lists and sponsors
 * in a chunk of their own, fetched when the visitor heads for them (a tall phone shows the story's first lines
 * on its first screen; that must not pull in the lists' code as well).
 */
export default function BelowTheFold({ campaign, donations, sponsors, donationsCount }: BelowTheFoldProps) {
  return (
    <>
      <AboutCampaign longDesc={campaign.long_desc} />
      <WhenNeeded>
        <DonationsAndLists
          campaign={campaign}
          donations={donations}
          sponsors={sponsors}
          donationsCount={donationsCount}
        />
      </WhenNeeded>
    </>
  );
}
