import { forwardRef, useId, type ReactNode } from 'react';
import { __, Card, Heading, QrCodeButton, ShareActions, sprintf, Text, TextLink } from '../../design-system';
import type { PageStats } from '../api/entities';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { formatCount } from './format';
import { fundraisingOffer } from './fundraisingOffer';
import { RouterButton, RouterTextLink } from './links';
import type { StatsQuery } from './live-stats/statsQuery';
import { useLiveStats } from './live-stats/useLiveStats';
import { RaisedSummary } from './RaisedSummary';
import { ownOffer, supportCard as cardClass } from './SupportCard.css';

const EMPTY: PageStats = { raisedAmount: 0, raisedPercentage: 0, averageAmount: 0, donationsCount: 0, donorsCount: 0 };

export interface SupportCardProps {
  title: string;
  /** The team's or fundraiser's name: the share text. */
  name: string;
  /** The donate route of this team or fundraiser. */
  donateTo: string;
  /** The absolute URL of the page, to share. */
  shareUrl: string;
  /** Whose page: names the QR code's download (`team-…-qr.svg`). */
  kind: 'team' | 'fundraiser';
  goal: number;
  /** From the host data; missing figures show as 0. */
  stats: PageStats | undefined;
  /** Whose stats these are, to keep them fresh (issue 15, live totals). */
  statsQuery: StatsQuery;
  /** Names the figures for screen readers, e.g. 'Team statistics'. */
  statsLabel: string;
  locale: string;
  /** A fundraiser page of the signed-in fundraiser: no link to the page they are on. */
  viewingOwnPage?: boolean;
  /** Not approved yet: only its owner sees the page, so there is nothing to donate to or share (issue 26 §2). */
  pending?: boolean;
  /** More actions ('Join Team') and the sign-in prompt. */
  children?: ReactNode;
}

/**
 * 'Support this team': raised against the goal and the figures that persuade (issue 26: percentage, donors, the
 * average where there is room), Donate Now right under them as the one prominent button, whatever the page adds
 * (Join Team), Start Fundraising (My page for a fundraiser) as a plain link since this is someone else's page; a
 * pending page has neither Donate nor sharing. Then sharing: the phone's share sheet (else three share links), Copy link and the page's QR code. On phones it comes right after the header, so Donate is on the first screen;
 * the page watches the Donate button (ref) to open its compact Donate bar once that scrolls away.
 */
export const SupportCard = forwardRef<HTMLDivElement, SupportCardProps>(function SupportCard(
  {
    title,
    name,
    donateTo,
    shareUrl,
    kind,
    goal,
    stats,
    statsQuery,
    statsLabel,
    locale,
    viewingOwnPage = false,
    pending = false,
    children,
  },
  ref,
) {
  const headingId = useId();
  const { auth } = useHostData();
  const toUrl = useCampaignUrl();
  const offer = fundraisingOffer(auth, viewingOwnPage);
  const live = useLiveStats(statsQuery, stats);
  const figures = live.stats ?? EMPTY;
  return (
    <Card as="section" aria-labelledby={headingId} className={cardClass}>
      <Heading level={2} size="lg" id={headingId}>
        {title}
      </Heading>
      <RaisedSummary
        goal={goal}
        figures={figures}
        changed={live.changed}
        locale={locale}
        progressLabel={__('Progress toward the goal')}
        statsLabel={statsLabel}
        counts={[
          {
            label: __('Donors'),
            value: formatCount(figures.donorsCount, locale),
            changed: live.changed.has('donorsCount'),
          },
        ]}
      >
        {pending ? null : (
          <div ref={ref}>
            <RouterButton to={donateTo} fullWidth>
              {__('Donate Now')}
            </RouterButton>
          </div>
        )}
        {children}
        {/* Someone else's page: the visitor's own fundraising is a quiet link, not a second big button. */}
        {offer.kind === 'start' ? (
          <Text className={ownOffer}>
            <RouterTextLink to={paths.register()}>{__('Start Fundraising')}</RouterTextLink>
          </Text>
        ) : null}
        {offer.kind === 'myPage' ? (
          <Text className={ownOffer}>
            {/* A fundraiser page needs host data no call returns: a full page load. */}
            <TextLink href={toUrl(paths.fundraiser(offer.fundraiserId))}>{__('My page')}</TextLink>
          </Text>
        ) : null}
      </RaisedSummary>
      {live.feed}
      {pending ? null : (
        <ShareActions
          url={shareUrl}
          title={name}
          /* translators: %s: the team's or fundraiser's name; the text a share sheet puts before the link */
          text={sprintf(__('Support %s with a donation.'), name)}
        >
          <QrCodeButton url={shareUrl} name={name} kind={kind} />
        </ShareActions>
      )}
    </Card>
  );
});
