import { __, Text } from '../../design-system';
import { paths } from '../app/paths';
import { FormPage } from '../forms';
import { RouterTextLink } from '../shared/links';
import { LostPasswordForm } from './LostPasswordForm';

/** /lost-password/ (guest only): asks for a reset mail. */
export default function LostPasswordPage() {
  return (
    <FormPage
      backToCampaign
      title={__('Lost your password?')}
      intro={__('Enter your email address or username. You will get a link to create a new password by email.')}
    >
      <LostPasswordForm />
      <Text>
        <RouterTextLink to={paths.login()}>{__('Already have an account?')}</RouterTextLink>
      </Text>
    </FormPage>
  );
}
