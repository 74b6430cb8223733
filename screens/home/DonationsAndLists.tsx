import type { Campaign, Donation, Sponsor } from '../api/entities';
import { DataScope } from '../app/DataScope';
import { DonationsTabs } from '../shared/DonationsTabs';
import { SponsorStrip } from '../shared/SponsorStrip';
import { WhenNeeded } from '../shared/WhenNeeded';
import { CampaignTopDonors } from '../shared/TopDonors';
import { TopFundraisers, TopTeams } from './TopList';

export interface DonationsAndListsProps {
  campaign: Campaign;
  donations: Donation[];
  sponsors: Sponsor[] | undefined;
  /** How many donations the campaign has in all (its stats), so the list can say it shows the latest of them. */
  donationsCount?: number | undefined;
}

/**
 * Under the story: donations (Radix Tabs), top teams and fundraisers (their searches and SWR reads), sponsors.
 * Its own chunk: the story's first lines can show on a tall phone's first screen, and only they load then.
 */
export default function DonationsAndLists({ campaign, donations, sponsors, donationsCount }: DonationsAndListsProps) {
  return (
    <DataScope>
      <DonationsTabs donations={donations} total={donationsCount} topDonors={<CampaignTopDonors />} />
      {/* The lists are the page's only requests: they wait until the visitor heads for them. */}
      <WhenNeeded>
        <TopTeams />
        <TopFundraisers />
        <SponsorStrip campaign={campaign} sponsors={sponsors} />
      </WhenNeeded>
    </DataScope>
  );
}
