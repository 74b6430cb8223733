import type { ReactNode } from 'react';
import { Heading, Stack, StepIndicator, Text } from '../../design-system';
import type { WizardStep } from '../app/wizard';

export interface FormPageProps {
  /** The page's one h1 (the shell focuses it after a navigation). */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** From useWizardStep: the StepIndicator shows when a step set is active. */
  wizard?: WizardStep;
  children: ReactNode;
}

/** The frame of a form page: step indicator, heading, intro, then the form (the route gives it the narrow page width). */
export function FormPage({ title, intro, wizard, children }: FormPageProps) {
  return (
    <Stack gap="xl">
      {wizard?.set && wizard.current > 0 ? <StepIndicator steps={wizard.steps} current={wizard.current} /> : null}
      <Stack gap="sm">
        <Heading level={1} tabIndex={-1}>
          {title}
        </Heading>
        {intro ? <Text tone="muted">{intro}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
