import { __, Card, CardGrid, Heading, Inline, Stack, Text } from '../../design-system';
import { useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { RouterButton, RouterTextLink } from '../shared/links';
import { registerOptions } from './options';

/** /register/ (SPEC 2): the start-fundraising chooser, plus Donate Now and a Sign in link for visitors. */
export default function RegisterChooserPage() {
  const { auth } = useHostData();
  const loggedIn = auth.is_logged_in || auth.user_id > 0;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1} tabIndex={-1}>
          {__('Start Fundraising')}
        </Heading>
        <Text tone="muted">{__('Choose how you would like to take part.')}</Text>
      </Stack>
      <CardGrid as="ul">
        {registerOptions().map((option) => (
          <Card as="li" key={option.id} span={4}>
            <Stack gap="md" align="start">
              <Heading level={2} size="lg">
                {option.title}
              </Heading>
              <Text>{option.description}</Text>
              <RouterButton to={option.to} color="primary">
                {option.title}
              </RouterButton>
            </Stack>
          </Card>
        ))}
      </CardGrid>
      <Inline gap="lg" align="center">
        <Text>{__('Not ready to fundraise?')}</Text>
        <RouterButton to={paths.donate()} color="secondary">
          {__('Donate Now')}
        </RouterButton>
      </Inline>
      {loggedIn ? null : (
        <Text>
          {__('Already have an account?')} <RouterTextLink to={paths.login()}>{__('Sign in')}</RouterTextLink>
        </Text>
      )}
    </Stack>
  );
}
