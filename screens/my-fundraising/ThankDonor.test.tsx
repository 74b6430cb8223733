import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { preloadPage } from '../app/testing/renderApp';
import { dashboardAnswer } from './testing/dashboardAnswer';
import { restError } from './testing/dashboardServer';
import { fixDashboardClock, renderDashboard } from './testing/renderDashboard';

preloadPage(() => import('./index'));
fixDashboardClock();

async function openThank(donor: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Thank ${donor}` }));
  const dialog = await screen.findByRole('dialog', { name: `Thank ${donor}` });
  return { dialog, message: within(dialog).getByRole('textbox', { name: /Your message/ }) };
}

/** The donor's row; found while a dialog hides the page from screen readers too. */
function rowOf(donor: string): HTMLElement {
  const row = within(screen.getByRole('region', { name: 'Donations to my page', hidden: true }))
    .getAllByRole('listitem', { hidden: true })
    .find((item) => item.textContent?.includes(donor));
  if (!row) throw new Error(`No row for ${donor}`);
  return row;
}

describe('Thanking a donor', () => {
  it('sends the edited message through the host, then the row says Thanked and focus goes to the confirmation', async () => {
    const { server } = renderDashboard();
    const { dialog, message } = await openThank('Sam Ortiz');
    // The template: first name, amount, the page's link, signed.
    await waitFor(() => expect(message).toHaveFocus());
    const template = (message as HTMLTextAreaElement).value;
    expect(template).toMatch(/^Dear Sam,/);
    expect(template).toContain('$50');
    expect(template).toContain('https://site.test/campaigns/run-for-water/fundraiser/2/');
    expect(template).toMatch(/Frank Fundraiser$/);
    expect(dialog).toHaveTextContent('We will email your message to the donor.');
    await expectNoAxeViolations(dialog);
    await userEvent.clear(message);
    await userEvent.type(message, 'Thank you, Sam!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send thank-you' }));
    const confirmation = await screen.findByText('Your thank-you to Sam Ortiz is on its way.');
    expect(server.sentTo('thank-donor')).toEqual([{ campaignId: 7, donationId: 81, message: 'Thank you, Sam!' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(rowOf('Sam Ortiz')).getByText('Thanked')).toBeInTheDocument();
    expect(within(rowOf('Sam Ortiz')).queryByRole('button', { name: 'Thank Sam Ortiz' })).not.toBeInTheDocument();
    await waitFor(() => expect(confirmation.closest('[tabindex="-1"]')).toHaveFocus());
    // The list is read again: the host's own answer now holds the thank-you.
    await waitFor(() => expect(server.sentTo('get-fundraiser-dashboard')).toHaveLength(2));
    expect(within(rowOf('Sam Ortiz')).getByText('Thanked')).toBeInTheDocument();
  });

  it('will not send an empty message', async () => {
    const { server } = renderDashboard();
    const { dialog, message } = await openThank('Sam Ortiz');
    await userEvent.clear(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send thank-you' }));
    expect(await within(dialog).findByText('Write a message to send, or close this dialog.')).toBeInTheDocument();
    expect(server.sentTo('thank-donor')).toEqual([]);
  });

  it('without the donor address: opens the mail app with the message, then marks the gift thanked only', async () => {
    const { server } = renderDashboard();
    const { dialog, message } = await openThank('Lee Park');
    expect(dialog).toHaveTextContent('There is no email address for this donor.');
    expect(within(dialog).queryByRole('button', { name: 'Send thank-you' })).not.toBeInTheDocument();
    await userEvent.clear(message);
    await userEvent.type(message, 'Thanks Lee, you are a star.');
    const mail = within(dialog).getByRole('link', { name: 'Open my mail app' });
    const href = mail.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    expect(new URLSearchParams(href.slice('mailto:?'.length)).get('body')).toBe('Thanks Lee, you are a star.');
    expect(new URLSearchParams(href.slice('mailto:?'.length)).get('subject')).toBe('Thank you for your gift');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as thanked' }));
    expect(await screen.findByText('The gift from Lee Park is marked as thanked.')).toBeInTheDocument();
    expect(server.sentTo('thank-donor')).toEqual([{ campaignId: 7, donationId: 80, markOnly: true }]);
    expect(within(rowOf('Lee Park')).getByText('Thanked')).toBeInTheDocument();
  });

  it('greets an anonymous donor without a name', async () => {
    renderDashboard();
    const { message } = await openThank('Anonymous');
    expect((message as HTMLTextAreaElement).value).toMatch(/^Hello,/);
  });

  it.each([
    [409, 'already_thanked', 'You already thanked this donor.'],
    [429, 'too_many_thanks', 'You have sent many thank-yous this hour. Please try again later.'],
    [422, 'no_donor_email', 'There is no email address for this donor.'],
  ])('a %s (%s) shows the host message in the dialog and keeps the message', async (status, code, text) => {
    const { server } = renderDashboard(dashboardAnswer(), {
      prepare: (fake) => fake.refuse('thank-donor', restError(status, code, text)),
    });
    const { dialog, message } = await openThank('Sam Ortiz');
    await userEvent.clear(message);
    await userEvent.type(message, 'My own words.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send thank-you' }));
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent(text);
    await waitFor(() => expect(error).toHaveFocus());
    expect(message).toHaveValue('My own words.');
    expect(within(dialog).getByRole('button', { name: 'Send thank-you' })).toBeEnabled();
    expect(within(rowOf('Sam Ortiz')).queryByText('Thanked')).not.toBeInTheDocument();
    expect(server.sentTo('thank-donor')).toHaveLength(1);
  });

  it('keeps the message being written across a reload, says so, and Discard goes back to the suggestion', async () => {
    const first = renderDashboard();
    const opened = await openThank('Sam Ortiz');
    const template = (opened.message as HTMLTextAreaElement).value;
    await userEvent.clear(opened.message);
    await userEvent.type(opened.message, 'Sam, your gift paid for a filter.');
    first.unmount();

    renderDashboard();
    const { dialog, message } = await openThank('Sam Ortiz');
    expect(message).toHaveValue('Sam, your gift paid for a filter.');
    expect(dialog).toHaveTextContent('Here is the message you started for this donor.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(message).toHaveValue(template);
  });

  it('Cancel closes the dialog without a call and returns focus to the Thank button', async () => {
    const { server } = renderDashboard();
    const { dialog } = await openThank('Sam Ortiz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thank Sam Ortiz' })).toHaveFocus();
    expect(server.sentTo('thank-donor')).toEqual([]);
  });
});
