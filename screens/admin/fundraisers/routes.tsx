import { lazy } from 'react';
import type { AdminRoute } from '../app/adminRoute';

const FundraisersScreen = lazy(() => import('./FundraisersScreen'));
const FundraiserWizardCreateUser = lazy(() => import('../fundraiser-wizard/FundraiserWizardCreateUser'));
const FundraiserWizardProfile = lazy(() => import('../fundraiser-wizard/FundraiserWizardProfile'));
const FundraiserWizardDone = lazy(() => import('../fundraiser-wizard/FundraiserWizardDone'));
const FundraiserEdit = lazy(() => import('../fundraiser-wizard/FundraiserEdit'));

/** A route id from the hash ('12'); anything else is 0, which the pages treat as not found. */
function id(value: string | undefined): number {
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : 0;
}

// The fundraisers tab's hash pages (admin wire contract): the list, the create wizard's three steps and the edit page.
export const fundraiserRoutes: readonly AdminRoute[] = [
  { path: '/', element: () => <FundraisersScreen /> },
  { path: '/create-wp-user', element: () => <FundraiserWizardCreateUser /> },
  { path: '/create-fundraiser-:userId', element: (params) => <FundraiserWizardProfile userId={id(params.userId)} /> },
  {
    path: '/fundraiser-created-:fundraiserId',
    element: (params) => <FundraiserWizardDone fundraiserId={id(params.fundraiserId)} />,
  },
  {
    path: '/edit-fundraiser-:fundraiserId',
    element: (params) => <FundraiserEdit fundraiserId={id(params.fundraiserId)} />,
  },
];
