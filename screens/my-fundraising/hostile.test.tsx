import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXT } from '../../tests/e2e/fixtures/hostileCorpus';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { preloadPage } from '../app/testing/renderApp';
import { CaptainView } from './captain/CaptainView';
import { CaptainHarness } from './captain/testing/CaptainHarness';
import { CAPTAIN_NOW, captainMember, dashboardAnswer as teamAnswer, member } from './captain/testing/captainFixtures';
import { dashboardAnswer, dashboardDonations } from './testing/dashboardAnswer';
import { fixDashboardClock, renderDashboard } from './testing/renderDashboard';

// The fundraising tools show what donors, fundraisers and invitees typed: names, messages, stories, addresses.
// Hostile text in each stays text: no element, handler or script link comes out of it, and it reads as typed.

preloadPage(() => import('./index'));
fixDashboardClock();

/** What an injection would leave in `root`: elements the corpus names, inline handlers, script links. */
function injectionTraces(root: HTMLElement) {
  const elements = [...root.querySelectorAll('*')];
  return {
    marked: root.querySelectorAll('[data-pwned], script, iframe, svg[onload], math, body').length,
    handlers: elements.flatMap((element) =>
      [...element.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
    ),
    scriptLinks: [...root.querySelectorAll('a[href]')].filter((a) =>
      /^\s*(javascript|data|vbscript):/i.test(a.getAttribute('href') ?? ''),
    ).length,
  };
}

const clean = { marked: 0, handlers: [], scriptLinks: 0 };

describe('the fundraising tools with hostile text', () => {
  it('the dashboard shows hostile donor names, messages, the name and the story as text', async () => {
    const gift = dashboardDonations[0];
    if (!gift) throw new Error('no fixture gift');
    const { container } = renderDashboard(
      dashboardAnswer({
        fundraiser: { name: `Frank ${HOSTILE_TEXT}`, story: HOSTILE_TEXT },
        donations: [{ ...gift, donor_name: `Sam ${HOSTILE_TEXT}`, message: HOSTILE_TEXT }],
        donations_total: 1,
      }),
    );
    const gifts = await screen.findByRole('region', { name: 'Donations to my page' });
    expect(within(gifts).getAllByText((_, element) => element?.textContent === `Sam ${HOSTILE_TEXT}`)).not.toEqual([]);
    expect(gifts).toHaveTextContent(HOSTILE_TEXT.slice(0, 60));
    // The thank-you dialog prefills its message with the donor's first name, in a text field.
    await userEvent.click(within(gifts).getByRole('button', { name: /Thank/ }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toMatch(/^Dear Sam,/);
    expect(injectionTraces(container)).toEqual(clean);
    expect(injectionTraces(dialog)).toEqual(clean);
  });

  it("the captain's view shows hostile member names and invited addresses as text", async () => {
    const hostileName = `Kenji ${HOSTILE_TEXT}`;
    const fetch = fakeFetch({
      'get-team-dashboard': () =>
        jsonResponse(
          teamAnswer({
            members: [captainMember, member({ fundraiser_id: 5, name: hostileName })],
            invitations: [
              { id: 7, email: `"><img src=x onerror=alert(1) data-pwned>@example.org`, sent_at: null, status: 'sent' },
            ],
          }),
        ),
    });
    const { container } = render(
      <CaptainHarness fetch={fetch}>
        <CaptainView teamId={1} teamName={`Crew ${HOSTILE_TEXT}`} now={CAPTAIN_NOW} />
      </CaptainHarness>,
    );
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByRole('row', { name: /Kenji <script>/ })).toHaveTextContent(HOSTILE_TEXT.slice(0, 60));
    expect(container).toHaveTextContent('"><img src=x onerror=alert(1) data-pwned>@example.org');
    await userEvent.click(within(members).getByRole('button', { name: /Remind/ }));
    const dialog = await screen.findByRole('dialog');
    expect(injectionTraces(container)).toEqual(clean);
    expect(injectionTraces(dialog)).toEqual(clean);
  });
});
