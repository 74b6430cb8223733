import { paths } from '../app/paths';
import { Leaderboard } from '../leaderboard/Leaderboard';
import { teamFinderConfig } from '../leaderboard/teamFinder';

/** /select-team/: a fundraiser without a team picks one to join (the route guard admits fundraisers only). */
export default function SelectTeamPage() {
  return <Leaderboard config={teamFinderConfig(paths.createTeam())} />;
}
