import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect } from 'storybook/test';
import type { Auth } from '../api/entities';
import { AccountBar } from './AccountBar';
import { HostDataProvider } from './HostDataContext';
import { demoAuth, demoHostData } from './testing/demoData';
import { memoryRouterAt } from './testing/memoryRouter';

const LOGOUT = 'https://site.test/wp-login.php?action=logout&redirect_to=%2F&_wpnonce=abc123';

interface AccountBarStoryProps {
  auth: Auth;
  logoutUrl?: string;
  path?: string;
  /** A phone's width, to show that the bar stays one line. */
  width?: number;
}

function AccountBarStory({ auth, logoutUrl, path = '/', width }: AccountBarStoryProps) {
  const hostData = useMemo(() => {
    const base = demoHostData({ auth });
    return { ...base, config: { ...base.config, ...(logoutUrl ? { logoutUrl } : {}) } };
  }, [auth, logoutUrl]);
  const Router = useMemo(() => memoryRouterAt(`${hostData.campaign.base_url}${path}`), [hostData, path]);
  return (
    <HostDataProvider value={hostData}>
      <Router basename={hostData.campaign.base_url}>
        <div style={width ? { width } : undefined}>
          <AccountBar />
        </div>
      </Router>
    </HostDataProvider>
  );
}

const meta = {
  title: 'App/AccountBar',
  component: AccountBarStory,
  parameters: { layout: 'fullscreen' },
  args: { auth: demoAuth.captain, logoutUrl: LOGOUT },
} satisfies Meta<typeof AccountBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    await expect(nav).toHaveTextContent('Signed in as Carla Captain');
    await expect(canvas.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', LOGOUT);
  },
};

export const OnMyPage: Story = { args: { path: '/fundraiser/1/' } };

export const WithoutProfile: Story = {
  args: { auth: { ...demoAuth.noProfile, display_name: 'Nora Noprofile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create my page' })).toBeVisible();
  },
};

export const HostWithoutLogoutUrl: Story = {
  args: { logoutUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Sign out' })).toBeNull();
  },
};

export const NoNameKnown: Story = { args: { auth: { is_logged_in: true, user_id: 11, fundraiser_id: 1 } } };

export const Visitor: Story = {
  args: { auth: demoAuth.visitor },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/**
 * 375 px and a very long name: the links move to a line of their own (together), the sentence keeps the row above
 * and gives way (ellipsis) only where the name is longer than the whole row; nothing scrolls sideways.
 */
export const PhoneLongName: Story = {
  args: { width: 375, auth: { ...demoAuth.captain, display_name: 'Maximiliana Bartholomew-Featherstonehaugh' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    const name = canvas.getByText(/^Signed in as Maximiliana/);
    const myPage = canvas.getByRole('link', { name: 'My page' });
    const signOut = canvas.getByRole('link', { name: 'Sign out' });
    await expect(myPage.getBoundingClientRect().top).toBe(signOut.getBoundingClientRect().top);
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(myPage.getBoundingClientRect().top);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(375);
  },
};
