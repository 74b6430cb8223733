import { __, Button, Inline, Notice } from '../../../design-system';
import type { ApiError } from '../../api/errors';

/** The team list failed to load: the form still works without a team; say so and offer to try again. */
export function TeamsNotice({ error, retry }: { error: ApiError | undefined; retry: () => void }) {
  if (!error) return null;
  return (
    <Notice type="warning">
      <Inline gap="md" align="center">
        <p>{`${__('The teams could not be loaded, so only "No team" can be chosen.')} ${error.message}`}</p>
        <Button type="button" color="outline" size="small" onClick={retry}>
          {__('Try again')}
        </Button>
      </Inline>
    </Notice>
  );
}
