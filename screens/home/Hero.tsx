import { Heading } from '../../design-system';
import type { Campaign } from '../api/entities';
import { AdminHtml } from '../shared/AdminHtml';
import { hero, logo, text } from './Hero.css';

/** Logo, title (the page's h1) and short description; the calls to action sit under the figures beside it. */
export function Hero({ campaign }: { campaign: Campaign }) {
  return (
    <header className={hero}>
      {campaign.campaign_logo ? (
        // The title sits right beside it, so the logo adds nothing for screen readers.
        <img className={logo} src={campaign.campaign_logo} alt="" width={96} height={96} decoding="async" />
      ) : null}
      <div className={text}>
        <Heading level={1} tabIndex={-1}>
          {/* bdi: the title keeps its own direction; the heading still aligns with the page. */}
          <bdi>{campaign.campaign_title}</bdi>
        </Heading>
        <AdminHtml html={campaign.short_desc} />
      </div>
    </header>
  );
}
