import { useId } from 'react';
import { __, Card, Heading, ShareActions, sprintf, Stack, Text } from '../../design-system';

export interface ThankYouShareProps {
  /** The campaign, team or fundraiser just given to. */
  name: string;
  /** Its page (absolute): what the donor shares. */
  url: string;
}

/**
 * The moment after a gift, when a donor is most willing to tell friends: the page they gave to, to share, beside
 * the form's own thank-you. A gift shared by its donor is how peer-to-peer pages find their next donors.
 */
export function ThankYouShare({ name, url }: ThankYouShareProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} data-testid="thank-you-share">
      <Stack gap="md">
        <Heading id={headingId} level={2} size="lg">
          {__('Thank you! Now share this page')}
        </Heading>
        <Text tone="muted">
          {sprintf(
            /* translators: %s: name of the fundraiser, team or campaign the visitor just gave to */
            __('Friends give when they hear about %s from someone they know.'),
            name,
          )}
        </Text>
        <ShareActions
          url={url}
          title={name}
          text={sprintf(
            /* translators: %s: name of the fundraiser, team or campaign */ __('I just gave to %s. Join me!'),
            name,
          )}
        />
      </Stack>
    </Card>
  );
}
