import { __, Heading, Inline, LinkCard, Stack, Text } from '../../design-system';
import { useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { RouterButton, RouterTextLink } from '../shared/links';
import { RegisterOptionIcon } from './icons';
import { registerOptions, type RegisterOption } from './options';
import * as styles from './RegisterChooser.css';

/** One way in: the whole card is the link, moving inside the app. */
function OptionCard({ option }: { option: RegisterOption }) {
  const href = useHref(option.to);
  const onClick = useLinkClickHandler(option.to);
  return (
    <LinkCard
      as="li"
      href={href}
      onClick={onClick}
      title={option.title}
      description={option.description}
      icon={<RegisterOptionIcon id={option.id} />}
    />
  );
}

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
      <div className={styles.choices}>
        <ul className={styles.list}>
          {registerOptions().map((option) => (
            <OptionCard key={option.id} option={option} />
          ))}
        </ul>
      </div>
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
