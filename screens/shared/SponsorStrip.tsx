import { useId } from 'react';
import { __, TextLink, VisuallyHidden } from '../../design-system';
import type { Campaign, Sponsor } from '../api/entities';
import { externalHttpUrl } from './safeUrl';
import { sponsorAnchor } from './sponsorLink';
import { heading, item, link, logo, more, name, row, strip } from './SponsorStrip.css';

export interface SponsorStripProps {
  campaign: Pick<
    Campaign,
    'sponsors_enabled' | 'sponsor_section_heading' | 'sponsor_linking' | 'sponsor_application_page'
  >;
  sponsors: Sponsor[] | undefined;
}

function SponsorBody({ sponsor }: { sponsor: Sponsor }) {
  const label = sponsor.sponsor_name.trim() || __('Sponsor');
  if (sponsor.sponsor_image.trim() === '') return <span className={name}>{label}</span>;
  return (
    <img
      className={logo}
      src={sponsor.sponsor_image}
      alt={label}
      width={160}
      height={80}
      loading="lazy"
      decoding="async"
    />
  );
}

function SponsorItem({ sponsor, linking }: { sponsor: Sponsor; linking: string }) {
  const anchor = sponsorAnchor(linking, sponsor.sponsor_url);
  return (
    <li className={item}>
      {anchor ? (
        <a className={link} href={anchor.href} target={anchor.target} rel={anchor.rel}>
          <SponsorBody sponsor={sponsor} />
          <VisuallyHidden>{` ${__('(opens in a new tab)')}`}</VisuallyHidden>
        </a>
      ) : (
        <SponsorBody sponsor={sponsor} />
      )}
    </li>
  );
}

/**
 * SPEC 2: the campaign's sponsors, only when sponsors_enabled is 'enabled'; links follow sponsor_linking. A
 * compact, muted strip of logos for the foot of the page (issue 26: sponsors are thanked, not a section that
 * competes with the story). The campaign's own heading when it has one, else 'Our sponsors'.
 */
export function SponsorStrip({ campaign, sponsors }: SponsorStripProps) {
  const headingId = useId();
  if (campaign.sponsors_enabled !== 'enabled' || !sponsors || sponsors.length === 0) return null;
  const applicationPage = externalHttpUrl(campaign.sponsor_application_page);
  return (
    <section className={strip} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        {campaign.sponsor_section_heading.trim() || __('Our sponsors')}
      </h2>
      <ul className={row}>
        {sponsors.map((sponsor) => (
          <SponsorItem key={sponsor.id} sponsor={sponsor} linking={campaign.sponsor_linking} />
        ))}
      </ul>
      {applicationPage ? (
        <p className={more}>
          <TextLink href={applicationPage} external>
            {__('Become a sponsor')}
          </TextLink>
        </p>
      ) : null}
    </section>
  );
}
