import type { ReactNode } from 'react';
import { __, Heading, sprintf, Stack, StepIndicator, Text, TextLink } from '../../design-system';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import type { WizardStep } from '../app/wizard';

export interface FormPageProps {
  /** The page's one h1 (the shell focuses it after a navigation). */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** From useWizardStep: the StepIndicator shows when a step set is active. */
  wizard?: WizardStep;
  /** A "Back to <campaign>" link above the heading, for pages off the campaign's own paths (password reset). */
  backToCampaign?: boolean;
  children: ReactNode;
}

/** The way back to the campaign's page, worded as the leaderboards word it. */
function BackToCampaign() {
  const { campaign } = useHostData();
  const toUrl = useCampaignUrl();
  return (
    <TextLink href={toUrl('/')}>
      {sprintf(/* translators: %s: name of the page to go back to */ __('Back to %s'), campaign.campaign_title)}
    </TextLink>
  );
}

/** The frame of a form page: step indicator, heading, intro, then the form (the route gives it the narrow page width). */
export function FormPage({ title, intro, wizard, backToCampaign = false, children }: FormPageProps) {
  return (
    <Stack gap="xl">
      {wizard?.set && wizard.current > 0 ? <StepIndicator steps={wizard.steps} current={wizard.current} /> : null}
      <Stack gap="sm">
        {backToCampaign ? <BackToCampaign /> : null}
        <Heading level={1} tabIndex={-1}>
          {title}
        </Heading>
        {intro ? <Text tone="muted">{intro}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
