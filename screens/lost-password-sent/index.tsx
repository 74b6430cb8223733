import { __, Text } from '../../design-system';
import { paths } from '../app/paths';
import { FormPage } from '../forms';
import { RouterTextLink } from '../shared/links';

/** /lost-password/sent (guest only): SPEC 2's confirmation. */
export default function LostPasswordSentPage() {
  return (
    <FormPage title={__('Check your email')} backToCampaign>
      <Text>{__('Check your email for the confirmation link.')}</Text>
      <Text>
        <RouterTextLink to={paths.login()}>{__('Back to sign in')}</RouterTextLink>
      </Text>
    </FormPage>
  );
}
