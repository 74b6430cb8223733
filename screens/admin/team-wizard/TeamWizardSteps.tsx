import { __, StepIndicator } from '../../../design-system';

export type TeamWizardStep = 'profile' | 'captain' | 'invite' | 'done';

const ORDER: readonly TeamWizardStep[] = ['profile', 'captain', 'invite', 'done'];

function stepLabel(step: TeamWizardStep): string {
  switch (step) {
    case 'profile':
      return __('Profile');
    case 'captain':
      return __('Captain');
    case 'invite':
      return __('Invite members');
    case 'done':
      return __('Done');
  }
}

/** Where the create-team wizard is: Profile → Captain → Invite members → Done. */
export function TeamWizardSteps({ current }: { current: TeamWizardStep }) {
  return (
    <StepIndicator
      label={__('Team wizard progress')}
      steps={ORDER.map(stepLabel)}
      current={ORDER.indexOf(current) + 1}
    />
  );
}
