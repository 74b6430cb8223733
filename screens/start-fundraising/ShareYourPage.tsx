import { __, ShareActions, sprintf } from '../../design-system';
import { useCampaignUrl } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { share } from './ShareYourPage.css';

/**
 * The approved fundraiser's own page, to share right where the page tells them to: sharing is how a new page
 * gets its first gifts. A pending page is not offered (only its owner may see it until approved).
 */
export function ShareYourPage({ id, name }: { id: number; name: string }) {
  const toUrl = useCampaignUrl();
  return (
    <section className={share} aria-label={__('Share your page')}>
      <ShareActions
        url={toUrl(paths.fundraiser(id))}
        title={name}
        text={sprintf(
          /* translators: %s: name of the fundraiser, team or campaign */ __('Support %s with a donation.'),
          name,
        )}
      />
    </section>
  );
}
