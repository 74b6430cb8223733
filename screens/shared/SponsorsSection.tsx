import { useId } from 'react';
import { __, Heading, Stack, Text, TextLink, VisuallyHidden } from '../../design-system';
import type { Campaign, Sponsor } from '../api/entities';
import { externalHttpUrl } from './safeUrl';
import { sponsorAnchor } from './sponsorLink';
import { grid, item, link, logo, name } from './SponsorsSection.css';

export interface SponsorsSectionProps {
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

/** SPEC 2: the campaign's sponsors, only when sponsors_enabled is 'enabled'; links follow sponsor_linking. */
export function SponsorsSection({ campaign, sponsors }: SponsorsSectionProps) {
  const headingId = useId();
  if (campaign.sponsors_enabled !== 'enabled' || !sponsors || sponsors.length === 0) return null;
  const applicationPage = externalHttpUrl(campaign.sponsor_application_page);
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {campaign.sponsor_section_heading.trim() || __('Sponsors')}
        </Heading>
        <ul className={grid}>
          {sponsors.map((sponsor) => (
            <SponsorItem key={sponsor.id} sponsor={sponsor} linking={campaign.sponsor_linking} />
          ))}
        </ul>
        {applicationPage ? (
          <Text>
            <TextLink href={applicationPage} external>
              {__('Become a sponsor')}
            </TextLink>
          </Text>
        ) : null}
      </Stack>
    </section>
  );
}
