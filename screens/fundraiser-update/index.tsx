import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { __, Heading, Stack, Text, TextLink } from '../../design-system';
import type { Fundraiser } from '../api/entities';
import { useFundraiserInfo } from '../api/getFundraiserInfo';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { navigateFullPage } from '../app/redirects';
import { FormPage } from '../forms';
import { ProfileForm } from '../profile-form';
import { LoadingPage } from '../shared/LoadingSpinner';

/** Not the owner: say so plainly and link back to the profile (the server refuses the save anyway). */
function NotAllowed({ fundraiserId }: { fundraiserId: string }) {
  const toUrl = useCampaignUrl();
  return (
    <Stack gap="lg">
      <Heading level={1} tabIndex={-1}>
        {__('You cannot edit this profile')}
      </Heading>
      <Text>
        {__('Only the fundraiser who owns this profile can edit it. Log in with that account to make changes.')}
      </Text>
      <Text>
        <TextLink href={toUrl(paths.fundraiser(fundraiserId))}>{__('Back to the fundraiser page')}</TextLink>
      </Text>
    </Stack>
  );
}

/** The form, prefilled from the owner's fundraiser; saving, or Cancel without saving, returns to the fundraiser page. */
function EditProfile({ fundraiser }: { fundraiser: Fundraiser }) {
  const toUrl = useCampaignUrl();
  return (
    <FormPage title={__('Edit your profile')} intro={fundraiser.fundraiser_name}>
      <ProfileForm
        action="update"
        fundraiserId={fundraiser.id}
        story={fundraiser.story}
        goal={fundraiser.fundraiser_goal}
        currentImage={fundraiser.profile_image || undefined}
        submitLabel={__('Save profile')}
        cancelHref={toUrl(paths.fundraiser(fundraiser.id))}
      />
    </FormPage>
  );
}

/**
 * /fundraiser/{id}/update/ (SPEC 2, 6): only the owner (auth.user_id equals the fundraiser's user_id, and the
 * profile is auth.fundraiser_id) edits. Prefilled from host data; without it, from get-fundraiser-info (whose
 * failure sends the user to the campaign page, SPEC 8).
 */
export default function FundraiserUpdatePage() {
  const { fundraiserId = '' } = useParams();
  const { auth, fundraiser: hostFundraiser } = useHostData();
  const toUrl = useCampaignUrl();
  const ownsRoute = auth.fundraiser_id > 0 && String(auth.fundraiser_id) === fundraiserId;
  const fromHost = hostFundraiser && String(hostFundraiser.id) === fundraiserId ? hostFundraiser : undefined;
  const hostSaysOwner = fromHost ? fromHost.user_id === auth.user_id : true;
  const allowed = ownsRoute && hostSaysOwner;
  const info = useFundraiserInfo(allowed && !fromHost ? undefined : { isPaused: () => true });
  const loaded = fromHost ?? (allowed ? info.data?.fundraiser : undefined);

  useEffect(() => {
    if (allowed && !fromHost && info.error) navigateFullPage(toUrl('/'));
  }, [allowed, fromHost, info.error, toUrl]);

  if (!allowed) return <NotAllowed fundraiserId={fundraiserId} />;
  if (!loaded) {
    return <LoadingPage title={__('Edit your profile')} size="medium" label={__('Loading your profile')} />;
  }
  return <EditProfile fundraiser={loaded} />;
}
