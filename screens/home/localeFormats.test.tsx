import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { demoHostData } from '../app/testing/demoData';
import type { HostData } from '../app/hostData';
import { preloadPage, renderApp } from '../app/testing/renderApp';

preloadPage(() => import('./index'));
configure({ asyncUtilTimeout: 10_000 });

/** The host settings a German and an Israeli WordPress site print in window.GiveP2P. */
const SITES: Record<string, Partial<HostData['config']>> = {
  de: {
    locale: 'de_DE',
    intlLocale: 'de-DE',
    currency: 'EUR',
    currencySymbol: '€',
    currencyPosition: 'after',
    thousandsSeparator: '.',
    decimalSeparator: ',',
  },
  he: {
    locale: 'he_IL',
    intlLocale: 'he-IL',
    currency: 'ILS',
    currencySymbol: '₪',
    currencyPosition: 'before',
    thousandsSeparator: ',',
    decimalSeparator: '.',
  },
};

/** The text of the campaign's figures (raised, average, counts, percent of goal) under the host's settings. */
async function campaignStats(site: Partial<HostData['config']>): Promise<string> {
  const base = demoHostData();
  const hostData = demoHostData({
    config: { ...base.config, ...site },
    campaignStats: { ...base.campaignStats!, raisedAmount: 48250, donationsCount: 1612, averageAmount: 79.5 },
  });
  const empty = () => jsonResponse({ data: [], total: 0, count: 0 });
  renderApp(
    '/',
    hostData,
    fakeFetch({
      'get-campaign-teams-search': empty,
      'get-campaign-fundraisers-search': empty,
      'get-campaign-top-donors': () => jsonResponse({ data: [] }),
    }) as unknown as typeof fetch,
  );
  const group = await screen.findByRole('group', { name: 'Campaign statistics' }, { timeout: 10_000 });
  return group.textContent ?? '';
}

describe('locale formats on the campaign home', () => {
  it('en-US: $ before, comma groups, 48%', async () => {
    const text = await campaignStats({});
    expect(text).toContain('$48,250');
    expect(text).toContain('$80');
    expect(text).toContain('1,612');
    expect(text).toContain('48%');
  });

  it('de-DE: symbol after a no-break space, dot groups, "48 %"', async () => {
    const text = await campaignStats(SITES.de!);
    expect(text).toContain('48.250\u00a0€');
    expect(text).toContain('80\u00a0€');
    expect(text).toContain('1.612');
    expect(text).toContain('48\u00a0%');
    expect(text).not.toContain('$');
  });

  it('he-IL: the shekel sign, comma groups', async () => {
    const text = await campaignStats(SITES.he!);
    expect(text).toContain('₪48,250');
    expect(text).toContain('1,612');
    expect(text).toContain('48%');
    expect(text).not.toContain('$');
  });
});
