import { __, StepIndicator } from '../../../design-system';

/** The create-fundraiser wizard's steps: the WordPress user, the fundraiser's profile, done. */
export function FundraiserWizardSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <StepIndicator
      label={__('Create a fundraiser: progress')}
      steps={[__('WordPress user'), __('Fundraiser profile'), __('Done')]}
      current={current}
    />
  );
}

/** The wizard's hash addresses (see the admin wire contract). */
export const fundraiserPaths = {
  list: '/',
  createUser: '/create-wp-user',
  createProfile: (userId: number, existing = false) => `/create-fundraiser-${userId}${existing ? '?existing=1' : ''}`,
  created: (fundraiserId: number) => `/fundraiser-created-${fundraiserId}`,
  edit: (fundraiserId: number) => `/edit-fundraiser-${fundraiserId}`,
};

/** The public page of a fundraiser: the campaign URL plus /fundraiser/{id}/ (SPEC 4). */
export function fundraiserPageUrl(campaignUrl: string, fundraiserId: number): string {
  const base = campaignUrl.endsWith('/') ? campaignUrl : `${campaignUrl}/`;
  return new URL(`fundraiser/${fundraiserId}/`, base).toString();
}
