import { __, Text } from '../../design-system';
import { paths } from '../app/paths';
import { RouterTextLink } from './links';

/** 'Team Captain? Sign in' / 'Is this you? Sign in': only for visitors (nobody logged in). */
export function SignInPrompt({ question, loggedIn }: { question: string; loggedIn: boolean }) {
  if (loggedIn) return null;
  return (
    <Text>
      {question} <RouterTextLink to={paths.login()}>{__('Sign in')}</RouterTextLink>
    </Text>
  );
}
