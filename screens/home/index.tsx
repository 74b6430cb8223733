import { lazy, useRef } from 'react';
import { __ } from '../../design-system';
import { useHostData } from '../app/HostDataContext';
import { WhenNeeded } from '../shared/WhenNeeded';
import { CampaignStats } from './CampaignStats';
import { Hero } from './Hero';
import { summaryGrid } from './Hero.css';
import { paths } from '../app/paths';
import { StickyDonate } from '../shared/StickyDonate';

const BelowTheFold = lazy(() => import('./BelowTheFold'));

/**
 * Campaign home (SPEC 2). The first screen (hero and stats) comes from the host data and needs no request.
 * Everything below it (the story, recent donations, top teams and fundraisers, sponsors) is its own chunk,
 * with the HTML sanitizer and Radix Tabs, loaded as the visitor heads down the page or once the browser is
 * idle; the top lists request their data then, and top donors when their tab is opened.
 */
export default function CampaignHomePage() {
  const { campaign, campaignStats, donations, sponsors, config } = useHostData();
  const donate = useRef<HTMLDivElement>(null);
  return (
    <>
      <div className={summaryGrid}>
        <Hero campaign={campaign} />
        <CampaignStats ref={donate} campaign={campaign} stats={campaignStats} locale={config.intlLocale} />
      </div>
      <WhenNeeded>
        <BelowTheFold
          campaign={campaign}
          donations={donations ?? []}
          sponsors={sponsors}
          donationsCount={campaignStats?.donationsCount}
        />
      </WhenNeeded>
      <StickyDonate watch={donate} name={campaign.campaign_title || __('this campaign')} donateTo={paths.donate()} />
    </>
  );
}
