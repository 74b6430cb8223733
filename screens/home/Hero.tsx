import { forwardRef } from 'react';
import { __, Heading, Inline } from '../../design-system';
import type { Campaign } from '../api/entities';
import { paths } from '../app/paths';
import { RouterButton } from '../shared/links';
import { AdminHtml } from '../shared/AdminHtml';
import { hero, logo, text } from './Hero.css';

/** Logo, title (the page's h1), short description and the two calls to action. */
export const Hero = forwardRef<HTMLElement, { campaign: Campaign }>(function Hero({ campaign }, ref) {
  return (
    <header className={hero} ref={ref}>
      {campaign.campaign_logo ? (
        // The title sits right beside it, so the logo adds nothing for screen readers.
        <img className={logo} src={campaign.campaign_logo} alt="" width={96} height={96} decoding="async" />
      ) : null}
      <div className={text}>
        <Heading level={1} tabIndex={-1}>
          {campaign.campaign_title}
        </Heading>
        <AdminHtml html={campaign.short_desc} />
        <Inline gap="md">
          <RouterButton to={paths.register()}>{__('Start Fundraising')}</RouterButton>
          <RouterButton to={paths.donate()} color="secondary">
            {__('Donate Now')}
          </RouterButton>
        </Inline>
      </div>
    </header>
  );
});
