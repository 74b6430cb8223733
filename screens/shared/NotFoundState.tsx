import { __, Heading, Stack, Text, TextLink } from '../../design-system';
import { useCampaignUrl } from '../app/HostDataContext';

export interface NotFoundStateProps {
  title: string;
  message: string;
}

/**
 * An unknown (or not yet approved) team or fundraiser: the host answers 404 without its data. The home link
 * is a full page load, because the home page needs fresh host data.
 */
export function NotFoundState({ title, message }: NotFoundStateProps) {
  const toUrl = useCampaignUrl();
  return (
    <Stack gap="lg">
      <Heading level={1} tabIndex={-1}>
        {title}
      </Heading>
      <Text>{message}</Text>
      <Text>
        <TextLink href={toUrl('/')}>{__('Go to the campaign home')}</TextLink>
      </Text>
    </Stack>
  );
}
