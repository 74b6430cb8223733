import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../design-system';
import { renderAdmin } from '../testing/renderAdmin';
import { AdminLayout } from './AdminLayout';
import { useAdminParams } from './adminRoutes';
import type { AdminRoute } from './adminRoute';
import { AdminPage } from './AdminPage';
import { useAdminFlash } from './flash';

function List() {
  const navigate = useNavigate();
  return (
    <AdminPage title="Teams">
      <Button onClick={() => void navigate('/edit-team-4')}>Edit team 4</Button>
    </AdminPage>
  );
}

function Edit() {
  const { teamId } = useAdminParams();
  const { showFlash } = useAdminFlash();
  const navigate = useNavigate();
  return (
    <AdminPage title={`Edit team ${teamId}`}>
      <Button
        onClick={() => {
          showFlash('success', 'Team saved');
          void navigate('/');
        }}
      >
        Save
      </Button>
    </AdminPage>
  );
}

const routes: AdminRoute[] = [
  { path: '/', element: () => <List /> },
  { path: '/edit-team-:teamId', element: ({ teamId }) => <Edit key={teamId} /> },
];

describe('admin shell', () => {
  it('matches a hash address with a parameter inside a segment', async () => {
    renderAdmin(<AdminLayout routes={routes} />, { path: '/edit-team-12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit team 12' })).toBeInTheDocument();
  });

  it('sends an unknown hash address back to the list with a notice', async () => {
    const { location } = renderAdmin(<AdminLayout routes={routes} />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('That address does not lead to an admin page');
    expect(location.history.at(-1)).toBe('/');
  });

  it('says a screen without a list is not available, instead of redirecting in a loop', () => {
    renderAdmin(<AdminLayout routes={[]} />, { path: '/anything' });
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });

  it('shows a flash set before a navigation on the next page, focused, and drops it on leaving that page', async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin(<AdminLayout routes={routes} />, { path: '/edit-team-3' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const flash = await screen.findByTestId('admin-flash');
    expect(screen.getByRole('heading', { name: 'Teams' })).toBeInTheDocument();
    expect(flash).toHaveTextContent('Team saved');
    expect(flash).toHaveAttribute('role', 'status');
    await waitFor(() => expect(flash).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Edit team 4' }));
    expect(await screen.findByRole('heading', { name: 'Edit team 4' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-flash')).not.toBeInTheDocument();
    act(() => location.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-flash')).not.toBeInTheDocument();
  });

  it('focuses the new page title after a navigation', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminLayout routes={routes} />, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Edit team 4' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Edit team 4' })).toHaveFocus());
  });

  it('lets the user dismiss a flash', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminLayout routes={routes} />, { flash: { tone: 'error', message: 'Could not save', id: 1 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
