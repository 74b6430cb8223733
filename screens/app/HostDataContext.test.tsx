import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { HostData } from './hostData';
import { HostDataProvider, useCampaignUrl, useHostData } from './HostDataContext';
import { hostDataFixture } from './testing/fixtures';

describe('HostDataContext', () => {
  it('names the wiring mistake when a component reads host data outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useHostData())).toThrow('useHostData must be used inside HostDataProvider');
  });

  it('builds campaign URLs from the current campaign, following a change of campaign', () => {
    function Link() {
      const toUrl = useCampaignUrl();
      return <a href={toUrl('/team/4/')}>Team</a>;
    }
    const page = (hostData: HostData): ReactNode => (
      <HostDataProvider value={hostData}>
        <Link />
      </HostDataProvider>
    );
    const hostData = hostDataFixture();
    const { rerender } = render(page(hostData));
    const first = screen.getByRole('link', { name: 'Team' }).getAttribute('href');
    expect(first).toContain(hostData.campaign.campaign_url.replace(/\/$/, ''));
    const moved = {
      ...hostData,
      campaign: { ...hostData.campaign, campaign_url: 'https://other.test/campaigns/swim/' },
    };
    rerender(page(moved));
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      'https://other.test/campaigns/swim/team/4/',
    );
  });
});
