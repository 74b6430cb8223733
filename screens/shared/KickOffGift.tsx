import type { ReactNode } from 'react';
import { __, Notice, Stack, Text } from '../../design-system';

/**
 * While a fundraiser's page has raised nothing, its owner is invited to give first: a page that already has a gift
 * gets the next one more easily. `children` is the way to the page's own donation form (tagged to the page).
 */
export function KickOffGift({ children }: { children: ReactNode }) {
  return (
    <Notice type="info" title={__('Kick off your page with the first gift')} data-owner-prompt="kick-off">
      <Stack gap="sm" align="start">
        <Text>
          {__(
            'Friends give more readily to a page that has already started. A gift of your own, of any size, gets it going and counts toward your goal.',
          )}
        </Text>
        {children}
      </Stack>
    </Notice>
  );
}
