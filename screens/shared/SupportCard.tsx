import { useId, type ReactNode } from 'react';
import { __, Button, Card, Heading, Stack } from '../../design-system';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { fundraisingOffer } from './fundraisingOffer';
import { RouterButton } from './links';

export interface SupportCardProps {
  title: string;
  /** The donate route of this team or fundraiser. */
  donateTo: string;
  /** A fundraiser page of the signed-in fundraiser: no link to the page they are on. */
  viewingOwnPage?: boolean;
  /** More actions ('Join Team') and the sign-in prompt. */
  children?: ReactNode;
}

/** 'Support this team': Donate Now and Start Fundraising (My page for a fundraiser), then whatever the page adds. */
export function SupportCard({ title, donateTo, viewingOwnPage = false, children }: SupportCardProps) {
  const headingId = useId();
  const { auth } = useHostData();
  const toUrl = useCampaignUrl();
  const offer = fundraisingOffer(auth, viewingOwnPage);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading level={2} size="xl" id={headingId}>
        {title}
      </Heading>
      <Stack gap="sm">
        <RouterButton to={donateTo} fullWidth>
          {__('Donate Now')}
        </RouterButton>
        {offer.kind === 'start' ? (
          <RouterButton to={paths.register()} color="secondary" fullWidth>
            {__('Start Fundraising')}
          </RouterButton>
        ) : null}
        {offer.kind === 'myPage' ? (
          // A fundraiser page needs host data no call returns: a full page load.
          <Button href={toUrl(paths.fundraiser(offer.fundraiserId))} color="secondary" fullWidth>
            {__('My page')}
          </Button>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
