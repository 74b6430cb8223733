import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ltr } from '../../design-system';
import { renderCrewRow } from '../admin/teams/testing/crewRow';
import { checkAdminGoal } from '../admin/team-wizard/profileModel';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { demoHostData } from '../app/testing/demoData';
import { preloadPage, renderApp } from '../app/testing/renderApp';
import { validationMessages } from '../forms/validation';
import { showingTeams } from '../leaderboard/showingTeams';

// Issue 14 §4: a number or amount inside a translated sentence is wrapped in Unicode isolates (LRI U+2066 …
// PDI U+2069) on a right-to-left page, so Hebrew words around '150,000 ₪' cannot reorder it. On a left-to-right
// page the sentence is the plain English text the other tests match.

const LRI = '\u2066';
const PDI = '\u2069';
const isolated = (value: string) => `${LRI}${value}${PDI}`;

configure({ asyncUtilTimeout: 10_000 });
preloadPage(() => import('../home/index'));
beforeAll(async () => {
  await import('../admin/teams/TeamsScreen');
});

function pageDirection(dir: 'rtl' | 'ltr') {
  document.documentElement.dir = dir;
}
afterEach(() => pageDirection('ltr'));

/** window.GiveP2P of an Israeli site, as the host prints it for he_IL: shekel after the amount. */
const ISRAELI_MONEY = {
  currencySymbol: '₪',
  currencyPosition: 'after',
  thousandsSeparator: ',',
  decimalSeparator: '.',
} as const;

describe('ltr()', () => {
  it('isolates a value on a right-to-left page and leaves it alone on a left-to-right one', () => {
    pageDirection('rtl');
    expect(ltr('1,234 ₪')).toBe(isolated('1,234 ₪'));
    pageDirection('ltr');
    expect(ltr('1,234 ₪')).toBe('1,234 ₪');
  });
});

describe('counts and amounts in sentences, right to left', () => {
  it('"Showing X - Y of Z" isolates each number', () => {
    pageDirection('rtl');
    expect(showingTeams('1', '9', '1,234')).toBe(
      `Showing ${isolated('1')} - ${isolated('9')} of ${isolated('1,234')} Total Teams`,
    );
    pageDirection('ltr');
    expect(showingTeams('1', '9', '1,234')).toBe('Showing 1 - 9 of 1,234 Total Teams');
  });

  it('form messages isolate the amount they quote', () => {
    pageDirection('rtl');
    expect(validationMessages.goalTooLarge('100,000,000')).toBe(
      `Goal is too large: enter at most ${isolated('100,000,000')}.`,
    );
    expect(checkAdminGoal('abc', ISRAELI_MONEY)).toBe(
      `Enter the goal as a whole amount, like ${isolated('1,250,000')}`,
    );
  });

  it('the campaign home: "raised of %s goal" isolates the goal', async () => {
    pageDirection('rtl');
    const base = demoHostData();
    const empty = () => jsonResponse({ data: [], total: 0, count: 0 });
    renderApp(
      '/',
      demoHostData({ config: { ...base.config, ...ISRAELI_MONEY, locale: 'he_IL', intlLocale: 'he-IL' } }),
      fakeFetch({
        'get-campaign-teams-search': empty,
        'get-campaign-fundraisers-search': empty,
        'get-campaign-top-donors': () => jsonResponse({ data: [] }),
      }) as unknown as typeof fetch,
    );
    const goal = base.campaign.campaign_goal.toLocaleString('en-US');
    expect(await screen.findByText(`raised of ${isolated(`${goal} ₪`)} goal`)).toBeInTheDocument();
  });

  it('the admin teams list: raised of goal, members and pending counts', async () => {
    pageDirection('rtl');
    const row = await renderCrewRow({ config: ISRAELI_MONEY });
    expect(within(row).getByText(`${isolated('312,500 ₪')} of ${isolated('1,250,000 ₪')}`)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `${isolated('1,234')} Members` })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `${isolated('1,500')} Pending approval` })).toBeInTheDocument();
    expect(await screen.findByText(`${isolated('1')} team`)).toBeInTheDocument();
  });
});
