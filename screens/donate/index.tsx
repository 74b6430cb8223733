import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { __, Notice, Stack } from '../../design-system';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import NotFoundPage from '../not-found/index';
import { DonateView } from './DonateView';
import { DonationFrame } from './DonationFrame';
import { frameSource } from './frame';
import { ThankYouShare } from './ThankYouShare';
import { donateProgress, donateTarget, type DonateTarget, type DonateTargetKind } from './target';
import { useFreshTotals } from './useFreshTotals';

export interface DonatePageProps {
  /** Whose donation form: the campaign's (/donate/), a team's or a fundraiser's (id from the route params). */
  target: DonateTargetKind;
}

/** /donate/, /team/{id}/donate and /fundraiser/{id}/donate/: the right donation form in a frame (SPEC 2). */
export default function DonatePage({ target: kind }: DonatePageProps) {
  const host = useHostData();
  const toUrl = useCampaignUrl();
  const { teamId, fundraiserId } = useParams();
  const target = donateTarget(kind, host, kind === 'team' ? teamId : fundraiserId);
  if (!target) return <NotFoundPage />;
  return <DonateTo target={target} backHref={toUrl(target.pagePath)} statsRead={host.config.statsRead === true} />;
}

interface DonateToProps {
  target: DonateTarget;
  backHref: string;
  /** The host answers get-stats (window.GiveP2P.statsRead). */
  statsRead: boolean;
}

/**
 * The form of a known target, beside its summary, whose figures are read again after each donation; once a gift
 * is made, the page given to is offered to share under the form's thank-you.
 */
function DonateTo({ target, backHref, statsRead }: DonateToProps) {
  const totals = useFreshTotals(statsRead ? target.statsQuery : null);
  const [given, setGiven] = useState(false);
  const progress = totals.stats
    ? donateProgress(totals.stats.raisedAmount, target.goal, totals.stats.raisedPercentage)
    : target.progress;
  const src = frameSource(target.iframeUrl, window.location.href);
  return (
    <DonateView kind={target.kind} name={target.name} image={target.image} progress={progress} backHref={backHref}>
      {src ? (
        // A new form (another target) starts over: spinner, height, observers.
        <Stack gap="lg">
          <DonationFrame
            key={src}
            src={src}
            onDonationCompleted={() => {
              totals.refresh();
              setGiven(true);
            }}
          />
          {given ? <ThankYouShare name={target.name} url={backHref} /> : null}
        </Stack>
      ) : (
        <Notice type="error">{__('The donation form is not available right now. Please try again later.')}</Notice>
      )}
    </DonateView>
  );
}
