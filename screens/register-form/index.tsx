import { __, Button, Notice, Stack, Text } from '../../design-system';
import { useUserInfo } from '../api/getUserInfo';
import { useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { useWizardStep } from '../app/wizard';
import { FormPage } from '../forms';
import { RouterTextLink } from '../shared/links';
import { RegisterForm } from './RegisterForm';
import { LoadingSpinner } from '../shared/LoadingSpinner';

export interface RegisterFormPageProps {
  /** /register/captain/ registers a team captain (team_captain, step set createTeam); /register/individual/ does not. */
  captain: boolean;
}

/**
 * /register/individual/ and /register/captain/ (SPEC 2, 4, 5): step 1 of joinIndividual or createTeam. A visitor
 * creates an account; a logged-in user without a fundraiser profile registers through create-fundraiser-profile
 * with the account's email (from get-user-info, seeded from host data) and no password fields.
 */
export default function RegisterFormPage({ captain }: RegisterFormPageProps) {
  const { auth } = useHostData();
  const wizard = useWizardStep(captain ? 'createTeam' : 'joinIndividual', 1);
  const existing = auth.user_id > 0 && auth.fundraiser_id === 0;
  const userInfo = useUserInfo(existing);
  const title = captain ? __('Register as a Team Captain') : __('Register as an Individual');
  const intro = captain
    ? __('Create your account, then set up your team.')
    : __('Create your account, then set up your fundraising page.');

  if (!existing) {
    return (
      <FormPage title={title} intro={intro} wizard={wizard}>
        <RegisterForm captain={captain} mode="new" />
        <Text>
          {__('Already have an account?')} <RouterTextLink to={paths.login()}>{__('Sign in')}</RouterTextLink>
        </Text>
      </FormPage>
    );
  }

  return (
    <FormPage title={title} intro={intro} wizard={wizard}>
      {userInfo.data ? (
        <RegisterForm captain={captain} mode="existing" defaults={userInfo.data} />
      ) : userInfo.error ? (
        // A 4xx is not retried on its own (swr.tsx), so the user needs a way to ask again.
        <Stack gap="md" align="start">
          <Notice type="error">{userInfo.error.message}</Notice>
          <Button color="outline" onClick={() => void userInfo.mutate()}>
            {__('Try again')}
          </Button>
        </Stack>
      ) : (
        <LoadingSpinner size="medium" label={__('Loading your account details')} />
      )}
    </FormPage>
  );
}
