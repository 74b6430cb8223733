import { __, Notice } from '../../design-system';
import { formatHostDataProblems, type HostDataProblem } from './hostData';

/** The page's host data is missing or malformed: name each bad value so the site owner can fix it. */
export function StartupError({ problems }: { problems: ReadonlyArray<HostDataProblem> }) {
  return (
    <Notice type="error" title={__('The fundraising page could not start: its page data is missing or malformed.')}>
      <ul>
        {formatHostDataProblems(problems).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Notice>
  );
}
