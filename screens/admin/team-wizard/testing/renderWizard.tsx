import { AdminLayout } from '../../app/AdminLayout';
import type { AdminRoute } from '../../app/adminRoute';
import { AdminPage } from '../../app/AdminPage';
import type { AdminAnswers } from '../../testing/adminFetch';
import { adminFixture } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { teamWizardRoutes } from '../routes';

// The teams list belongs to another folder; a stand-in at `/` shows where the wizard returns and its flash.
const listStandIn: AdminRoute = { path: '/', element: () => <AdminPage title="Teams list">{null}</AdminPage> };

/** The team wizard's routes on the teams screen of the fixture campaign, at `path`, with a fake server. */
export function renderWizard(
  path: string,
  answers: AdminAnswers = {},
  config: Parameters<typeof adminFixture>[1] = {},
) {
  return renderAdmin(<AdminLayout routes={[listStandIn, ...teamWizardRoutes]} />, {
    admin: adminFixture('teams', config),
    path,
    answers,
  });
}
