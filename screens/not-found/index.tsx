import { __, Heading, Stack, Text, TextLink } from '../../design-system';
import { useCampaignUrl } from '../app/HostDataContext';

/** Any path under the campaign that no route matches. The home link is a full page load (it needs host data). */
export default function NotFoundPage() {
  const toUrl = useCampaignUrl();
  return (
    <Stack gap="lg">
      <Heading level={1}>{__('Page not found')}</Heading>
      <Text>{__('The page you were looking for does not exist or has moved.')}</Text>
      <Text>
        <TextLink href={toUrl('/')}>{__('Go to the campaign home')}</TextLink>
      </Text>
    </Stack>
  );
}
