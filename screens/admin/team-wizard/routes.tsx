import { lazy } from 'react';
import type { AdminRoute } from '../app/adminRoute';
import { toTeamId } from './paths';

const TeamWizardProfile = lazy(() => import('./TeamWizardProfile'));
const TeamWizardCaptain = lazy(() => import('./TeamWizardCaptain'));
const TeamWizardInvite = lazy(() => import('./TeamWizardInvite'));
const TeamWizardDone = lazy(() => import('./TeamWizardDone'));

// The team id lives in the address, so a reload on any step resumes it (no sessionStorage, unlike the plugin).
export const teamWizardRoutes: readonly AdminRoute[] = [
  { path: '/create-team', element: () => <TeamWizardProfile /> },
  { path: '/edit-team-:teamId', element: (params) => <TeamWizardProfile teamId={toTeamId(params.teamId) ?? 0} /> },
  { path: '/add-team-captain-:teamId', element: (params) => <TeamWizardCaptain teamId={toTeamId(params.teamId)} /> },
  {
    path: '/invite-team-members-:teamId',
    element: (params) => <TeamWizardInvite teamId={toTeamId(params.teamId)} />,
  },
  { path: '/team-created-:teamId', element: (params) => <TeamWizardDone teamId={toTeamId(params.teamId)} /> },
];
