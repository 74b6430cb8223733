import { __, Text } from '../../design-system';
import { paths } from '../app/paths';
import { FormPage } from '../forms';
import { RouterTextLink } from '../shared/links';
import { LoginForm } from './LoginForm';

/** /login/ (guest only): sign in, with links to password recovery and registration. */
export default function LoginPage() {
  return (
    <FormPage title={__('Sign in')} intro={__('Sign in to manage your fundraising page and team.')}>
      <LoginForm />
      <Text>
        <RouterTextLink to={paths.lostPassword()}>{__('Lost your password?')}</RouterTextLink>
      </Text>
      <Text>
        {__('New here?')} <RouterTextLink to={paths.register()}>{__('Start fundraising')}</RouterTextLink>
      </Text>
    </FormPage>
  );
}
