import { useParams } from 'react-router-dom';
import { __, Notice } from '../../design-system';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import NotFoundPage from '../not-found/index';
import { DonateView } from './DonateView';
import { DonationFrame } from './DonationFrame';
import { frameSource } from './frame';
import { donateTarget, type DonateTargetKind } from './target';

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

  const src = frameSource(target.iframeUrl, window.location.href);
  return (
    <DonateView
      kind={target.kind}
      name={target.name}
      image={target.image}
      progress={target.progress}
      backHref={toUrl(target.pagePath)}
    >
      {src ? (
        // A new form (another target) starts over: spinner, height, observers.
        <DonationFrame key={src} src={src} />
      ) : (
        <Notice type="error">{__('The donation form is not available right now. Please try again later.')}</Notice>
      )}
    </DonateView>
  );
}
