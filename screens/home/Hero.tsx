import { Heading } from '../../design-system';
import type { Campaign } from '../api/entities';
import { AdminHtml } from '../shared/AdminHtml';
import { cover, coverImage, hero, logo, title } from './Hero.css';

/** A cover's usual shape (16:9); the band's CSS shape decides the box, these only hint the ratio. */
const COVER_WIDTH = 1600;
const COVER_HEIGHT = 900;

/**
 * The campaign's cover as the page's hero, with the logo and title (the page's h1) over its lower edge, then the
 * short description; the figures and calls to action sit beside it (wide) or under it. Without a cover the band
 * is the campaign colour.
 */
export function Hero({ campaign }: { campaign: Campaign }) {
  const image = campaign.campaign_image;
  return (
    <header className={hero}>
      <div className={cover({ image: Boolean(image) })}>
        {image ? (
          // Decorative: the title over it says what the campaign is. Fetched first: the largest thing on the first screen.
          <img
            className={coverImage}
            src={image}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            decoding="async"
            fetchPriority="high"
          />
        ) : null}
        <div className={title}>
          {campaign.campaign_logo ? (
            // The title sits right beside it, so the logo adds nothing for screen readers.
            <img className={logo} src={campaign.campaign_logo} alt="" width={72} height={72} decoding="async" />
          ) : null}
          <Heading level={1} tabIndex={-1}>
            {/* bdi: the title keeps its own direction; the heading still aligns with the page. */}
            <bdi>{campaign.campaign_title}</bdi>
          </Heading>
        </div>
      </div>
      <AdminHtml html={campaign.short_desc} />
    </header>
  );
}
