import { __, Button, Text } from '../../design-system';
import { RouterButton } from '../shared/links';
import { emptyState, noMatchActions } from './Leaderboard.css';

export interface NoMatchProps {
  /** 'Nothing found for search term "x".', when no status line above says it already. */
  message?: string | undefined;
  /** Empties the search and puts the focus back in its field (the button goes away with the message). */
  onClear: () => void;
  /** Where a visitor starts their own team or page ('Create Team', 'Start Fundraising'). */
  start: { to: string; label: string };
}

/** A search that found nothing leads on (issue 26): clear the search, or start your own. */
export function NoMatch({ message, onClear, start }: NoMatchProps) {
  return (
    <div className={emptyState}>
      {message && <Text weight="bold">{message}</Text>}
      <Text>{__('Check the spelling, or start your own.')}</Text>
      <div className={noMatchActions}>
        <Button type="button" color="outline" onClick={onClear}>
          {__('Clear search')}
        </Button>
        <RouterButton to={start.to}>{start.label}</RouterButton>
      </div>
    </div>
  );
}
