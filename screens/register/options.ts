import { __ } from '../../design-system';
import { paths } from '../app/paths';

export interface RegisterOption {
  id: 'team' | 'individual' | 'captain';
  title: string;
  description: string;
  to: string;
}

/** SPEC 2's three ways to start fundraising, in the spec's order. */
export function registerOptions(): RegisterOption[] {
  return [
    {
      id: 'team',
      title: __('Join a team'),
      description: __('Find a team that is already fundraising and raise money together.'),
      to: paths.registerTeams(),
    },
    {
      id: 'individual',
      title: __('Join as an Individual'),
      description: __('Create your own fundraising page and invite friends and family to give.'),
      to: paths.registerIndividual(),
    },
    {
      id: 'captain',
      title: __('Create a Team'),
      description: __('Start a team, invite others to join and lead it towards your goal.'),
      to: paths.registerCaptain(),
    },
  ];
}
