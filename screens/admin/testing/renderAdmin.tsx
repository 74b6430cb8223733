import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createLocationProbe } from '../../app/testing/memoryRouter';
import type { AdminContextValue } from '../app/AdminContext';
import type { AdminFlash } from '../app/flash';
import type { AdminAnswers, AdminRequest } from './adminFetch';
import { AdminStory } from './AdminStory';
import { adminFixture } from './fixtures';

export interface RenderAdminOptions {
  /** Default: the campaign list of the fixture site (adminFixture('teams') for the teams screen…). */
  admin?: AdminContextValue;
  /** The hash address; default '/'. */
  path?: string;
  /** The admin page URL's query outside the hash ('status=pending'). */
  pageQuery?: string;
  answers?: AdminAnswers;
  flash?: AdminFlash | null;
}

/**
 * Renders an admin screen (no `ui`: the screen's routes at `path`) or a component (`ui`) inside the admin
 * providers with a fake server and a fresh read cache. Returns Testing Library's queries plus `requests` (every
 * call that crossed the wire, with its query and body), `calls(name)` (those of one call) and `location` (the
 * hash addresses visited: `location.history`, and `location.navigate('/?page=2')`).
 */
export function renderAdmin(ui?: ReactNode, options: RenderAdminOptions = {}) {
  const admin = options.admin ?? adminFixture('campaigns');
  // jsdom does not scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const requests: AdminRequest[] = [];
  const location = createLocationProbe();
  const view = render(
    <AdminStory
      admin={admin}
      path={options.path ?? '/'}
      pageQuery={options.pageQuery ?? ''}
      answers={options.answers ?? {}}
      flash={options.flash ?? null}
      requests={requests}
      probe={location}
    >
      {ui}
    </AdminStory>,
  );
  const calls = (name: string) => requests.filter((request) => request.name === name);
  return { ...view, admin, requests, calls, location };
}
