import { __, Notice, Stack } from '../../../design-system';
import { RouterTextLink } from '../../shared/links';
import { AdminPage } from '../app/AdminPage';
import { fundraiserPaths } from './wizardSteps';

/** A wizard or edit address whose id is not a number (`#/edit-fundraiser-abc`): say so instead of asking the server. */
export function BadAddress({ title }: { title: string }) {
  return (
    <AdminPage width="form" title={title}>
      <Notice type="warning">
        <Stack gap="sm">
          <p>{__('This address does not name a fundraiser or user.')}</p>
          <p>
            <RouterTextLink to={fundraiserPaths.list}>{__('Back to fundraisers')}</RouterTextLink>
          </p>
        </Stack>
      </Notice>
    </AdminPage>
  );
}
