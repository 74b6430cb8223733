import { StepIndicator } from '../../design-system';
import { paths } from '../app/paths';
import { useWizardStep } from '../app/wizard';
import { Leaderboard } from '../leaderboard/Leaderboard';
import { teamFinderConfig } from '../leaderboard/teamFinder';

/** /register/teams/: step 1 ('Find Team') of the joinTeam flow; each team leads to its join page. */
export default function RegisterTeamsPage() {
  const wizard = useWizardStep('joinTeam', 'findTeam');
  return (
    <Leaderboard
      config={teamFinderConfig(paths.registerCaptain())}
      before={wizard.steps.length > 0 && <StepIndicator steps={wizard.steps} current={wizard.current} />}
    />
  );
}
