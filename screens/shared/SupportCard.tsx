import { useId, type ReactNode } from 'react';
import { __, Card, Heading, Stack } from '../../design-system';
import { paths } from '../app/paths';
import { RouterButton } from './links';

export interface SupportCardProps {
  title: string;
  /** The donate route of this team or fundraiser. */
  donateTo: string;
  /** More actions ('Join Team') and the sign-in prompt. */
  children?: ReactNode;
}

/** 'Support this team': Donate Now and Start Fundraising, then whatever the page adds. */
export function SupportCard({ title, donateTo, children }: SupportCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading level={2} size="xl" id={headingId}>
        {title}
      </Heading>
      <Stack gap="sm">
        <RouterButton to={donateTo} fullWidth>
          {__('Donate Now')}
        </RouterButton>
        <RouterButton to={paths.register()} color="secondary" fullWidth>
          {__('Start Fundraising')}
        </RouterButton>
        {children}
      </Stack>
    </Card>
  );
}
