import { lazy } from 'react';
import type { Campaign, Donation, Sponsor } from '../api/entities';
import { WhenNeeded } from '../shared/WhenNeeded';
import { AboutCampaign } from './AboutCampaign';

const DonationsAndLists = lazy(() => import('./DonationsAndLists'));

export interface BelowTheFoldProps {
  campaign: Campaign;
  donations: Donation[];
  sponsors: Sponsor[] | undefined;
  /** How many donations the campaign has in all (its stats), so the list can say it shows the latest of them. */
  donationsCount?: number | undefined;
}

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
