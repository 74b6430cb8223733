import { Container } from '../../design-system';
import { useHostData } from '../app/HostDataContext';
import { DonationsTabs } from '../shared/DonationsTabs';
import { SponsorsSection } from '../shared/SponsorsSection';
import { CampaignTopDonors } from '../shared/TopDonors';
import { AboutCampaign } from './AboutCampaign';
import { CampaignStats } from './CampaignStats';
import { Hero } from './Hero';
import { page } from './home.css';
import { TopFundraisers, TopTeams } from './TopList';

/**
 * Campaign home (SPEC 2). Hero, stats, story and recent donations come from the host data; the first screen
 * requests only the top teams and top fundraisers. Top donors load when their tab is opened.
 */
export default function CampaignHomePage() {
  const { campaign, campaignStats, donations, sponsors, config } = useHostData();
  return (
    <Container className={page}>
      <Hero campaign={campaign} />
      <CampaignStats campaign={campaign} stats={campaignStats} locale={config.intlLocale} />
      <AboutCampaign longDesc={campaign.long_desc} />
      <DonationsTabs donations={donations ?? []} topDonors={<CampaignTopDonors />} />
      <TopTeams />
      <TopFundraisers />
      <SponsorsSection campaign={campaign} sponsors={sponsors} />
    </Container>
  );
}
