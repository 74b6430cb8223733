import { configure, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCrewRow } from './testing/crewRow';

configure({ asyncUtilTimeout: 10_000 });
beforeAll(async () => {
  await import('./TeamsScreen');
});

/** window.GiveP2P of a German site: euro after the amount, dot groups, decimal comma. */
const GERMAN_SITE = {
  locale: 'de_DE',
  currencySymbol: '€',
  currencyPosition: 'after',
  thousandsSeparator: '.',
  decimalSeparator: ',',
} as const;

describe('teams list in the site locale', { timeout: 15_000 }, () => {
  it('en_US: $ before, comma groups', async () => {
    const row = await renderCrewRow();
    expect(within(row).getByText('$312,500 of $1,250,000')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '1,234 Members' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '1,500 Pending approval' })).toBeInTheDocument();
  });

  it('de_DE: amounts with the euro after, counts with dot groups', async () => {
    const row = await renderCrewRow({ config: GERMAN_SITE });
    expect(within(row).getByText('312.500 € of 1.250.000 €')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '1.234 Members' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '1.500 Pending approval' })).toBeInTheDocument();
  });
});
