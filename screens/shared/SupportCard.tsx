import { forwardRef, useId, type ReactNode } from 'react';
import { __, Button, Card, Heading, QrCodeButton, ShareActions, sprintf } from '../../design-system';
import type { PageStats } from '../api/entities';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { formatCount } from './format';
import { fundraisingOffer } from './fundraisingOffer';
import { RouterButton } from './links';
import type { StatsQuery } from './live-stats/statsQuery';
import { useLiveStats } from './live-stats/useLiveStats';
import { RaisedSummary } from './RaisedSummary';
import { supportCard as cardClass } from './SupportCard.css';

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
  /** More actions ('Join Team') and the sign-in prompt. */
  children?: ReactNode;
}

/**
 * 'Support this team': the figures that make the case (SPEC 2: goal, raised, percentage, average, donations,
 * donors), Donate Now right under them, Start Fundraising (My page for a fundraiser) and whatever the page adds,
 * then sharing: the phone's share sheet (else three share links), Copy link and the page's QR code. On phones it comes right after the header, so Donate is on the first screen;
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
        <div ref={ref}>
          <RouterButton to={donateTo} fullWidth>
            {__('Donate Now')}
          </RouterButton>
        </div>
        {offer.kind === 'start' ? (
          <RouterButton to={paths.register()} color="secondary" fullWidth>
            {__('Start Fundraising')}
          </RouterButton>
        ) : null}
        {offer.kind === 'myPage' ? (
          // A fundraiser page needs host data no call returns: a full page load.
          <Button href={toUrl(paths.fundraiser(offer.fundraiserId))} color="secondary" fullWidth>
            {__('My page')}
          </Button>
        ) : null}
        {children}
      </RaisedSummary>
      {live.feed}
      <ShareActions
        url={shareUrl}
        title={name}
        /* translators: %s: the team's or fundraiser's name; the text a share sheet puts before the link */
        text={sprintf(__('Support %s with a donation.'), name)}
      >
        <QrCodeButton url={shareUrl} name={name} kind={kind} />
      </ShareActions>
    </Card>
  );
});
