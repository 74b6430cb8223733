import type { Campaign, Donation, Sponsor } from '../api/entities';
import { DataScope } from '../app/DataScope';
import { DonationsTabs } from '../shared/DonationsTabs';
import { SponsorStrip } from '../shared/SponsorStrip';
import { WhenNeeded } from '../shared/WhenNeeded';
import { CampaignTopDonors } from '../shared/TopDonors';
import { AboutCampaign } from './AboutCampaign';
import { TopFundraisers, TopTeams } from './TopList';

export interface BelowTheFoldProps {
  campaign: Campaign;
  donations: Donation[];
  sponsors: Sponsor[] | undefined;
  /** How many donations the campaign has in all (its stats), so the list can say it shows the latest of them. */
  donationsCount?: number | undefined;
}

/**
 * The campaign home below its first screen: the story, donations, top teams and fundraisers, sponsors. Its
 * own chunk (DOMPurify, Radix Tabs, SWR, the lists and their searches), fetched when the visitor needs it.
 */
export default function BelowTheFold({ campaign, donations, sponsors, donationsCount }: BelowTheFoldProps) {
  return (
    <DataScope>
      <AboutCampaign longDesc={campaign.long_desc} />
      <DonationsTabs donations={donations} total={donationsCount} topDonors={<CampaignTopDonors />} />
      {/* The cover-led first screen is short enough for the story to show on a tall phone: the lists, the page's
          only requests, still wait until the visitor heads for them. */}
      <WhenNeeded>
        <TopTeams />
        <TopFundraisers />
        <SponsorStrip campaign={campaign} sponsors={sponsors} />
      </WhenNeeded>
    </DataScope>
  );
}
