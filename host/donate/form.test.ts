import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestHost, dataAttr, type TestHost } from '../testing/harness.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
});
afterAll(() => t.close());

function donate(c: Client, url: string, fields: Record<string, string>): Promise<Response> {
  return c.request(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('demo donation form', () => {
  it('is an accessible page that reports its height to the parent', async () => {
    const c = new Client(t);
    const res = await c.request('/give-form/?campaign=1&team=1');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Donate to Clean Water Crew');
    // The page around the frame has the 'Donate to …' heading; the form does not repeat it.
    expect(html).toContain('<h1>Your donation</h1>');
    expect(html).not.toContain('<h1>Donate to');
    expect(html).toContain('<label for="amount">Amount (USD)</label>');
    expect(html).toContain('<label for="name">Your name</label>');
    expect(html).toContain('<button type="submit">Donate</button>');
    expect(html).toContain('<script src="/give-form/height.js"></script>');
    const js = await (await c.request('/give-form/height.js')).text();
    expect(js).toContain("postMessage({ type: 'p2p-donation-form-height', height: height }, location.origin)");
    expect(js).toContain("postMessage({ type: 'give-p2p:donation-completed', donationId: id }, location.origin)");
  });

  it('records a fundraiser donation: stats, donations and leaderboards move', async () => {
    const c = new Client(t);
    const before = await c.page('/fundraiser/2/');
    const statsBefore = dataAttr(before.html, 'fundraiser-stats') as { raisedAmount: number; donationsCount: number };
    const campaignBefore = dataAttr(before.html, 'campaign-stats') as { raisedAmount: number };
    const res = await donate(c, '/give-form/?campaign=1&fundraiser=2', { amount: '1,234', name: 'Grace Giver' });
    expect(res.status).toBe(303);
    const thanks = await c.request(res.headers.get('location') ?? '');
    const thanksHtml = await thanks.text();
    expect(thanksHtml).toContain('Thank you!');
    // The thank-you page names the donation, which height.js reports to the page as donation-completed.
    expect(thanksHtml).toMatch(/data-donation-id="[1-9][0-9]*"/);
    const after = await c.page('/fundraiser/2/');
    const stats = dataAttr(after.html, 'fundraiser-stats') as { raisedAmount: number; donationsCount: number };
    expect(stats.raisedAmount).toBe(statsBefore.raisedAmount + 1234);
    expect(stats.donationsCount).toBe(statsBefore.donationsCount + 1);
    expect((dataAttr(after.html, 'campaign-stats') as { raisedAmount: number }).raisedAmount).toBe(
      campaignBefore.raisedAmount + 1234,
    );
    expect((dataAttr(after.html, 'donations') as Array<Record<string, unknown>>)[0]).toEqual({
      donorName: 'Grace Giver',
      donationType: 'fundraiser',
      relativeDateString: 'just now',
      teamOrFundraiserName: 'Frank Fundraiser',
      amount: 1234,
      sourceLink: '/campaigns/run-for-clean-water/fundraiser/2/',
    });
    const team = await c.page('/team/1/');
    expect((dataAttr(team.html, 'donations') as Array<{ donorName: string }>)[0]?.donorName).toBe('Grace Giver');
  });

  it("stores the donor's optional message and sends it with the donation, as the text they typed", async () => {
    const c = new Client(t);
    const form = await (await c.request('/give-form/?campaign=1&team=1')).text();
    expect(form).toContain('<label for="message">Leave a message (optional)</label>');
    const message = '  Go team! <img src=x onerror=alert(1)> & "quotes"  ';
    const res = await donate(c, '/give-form/?campaign=1&team=1', { amount: '15', name: 'Mia Message', message });
    expect(res.status).toBe(303);
    const { html } = await c.page('/team/1/');
    expect((dataAttr(html, 'donations') as Array<Record<string, unknown>>)[0]).toMatchObject({
      donorName: 'Mia Message',
      message: message.trim(),
    });
  });

  it('refuses a message over the limit and keeps what was typed', async () => {
    const c = new Client(t);
    const long = `${'a'.repeat(281)}<b>`;
    const res = await donate(c, '/give-form/?campaign=1', { amount: '5', name: 'Lou Long', message: long });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Keep your message under 280 characters.');
    expect(html).toContain(`${'a'.repeat(281)}&lt;b&gt;</textarea>`);
  });

  it('records an anonymous campaign donation', async () => {
    const c = new Client(t);
    await donate(c, '/give-form/?campaign=1', { amount: '5', name: 'Secret', anonymous: '1' });
    const { html } = await c.page('/');
    expect((dataAttr(html, 'donations') as Array<Record<string, unknown>>)[0]).toMatchObject({
      donorName: 'Anonymous',
      donationType: 'campaign',
      teamOrFundraiserName: '',
      sourceLink: '',
      amount: 5,
    });
  });

  // Schema 5 (docs/fundraising-tools.md): the address a fundraiser's thank-you goes to, and the anonymous flag.
  it('takes an optional email address, labelled, and stores it with the gift', async () => {
    const c = new Client(t);
    const form = await (await c.request('/give-form/?campaign=1&fundraiser=2')).text();
    expect(form).toContain('<label for="email">Email (optional)</label>');
    expect(form).toMatch(/<input id="email" name="email" type="email" autocomplete="email"/);
    const res = await donate(c, '/give-form/?campaign=1&fundraiser=2', {
      amount: '7',
      name: 'Emil Email',
      email: ' emil@example.com ',
    });
    expect(res.status).toBe(303);
    const stored = t.host.db
      .prepare('SELECT donor_name, donor_email, anonymous FROM donations ORDER BY id DESC LIMIT 1')
      .get();
    expect(stored).toEqual({ donor_name: 'Emil Email', donor_email: 'emil@example.com', anonymous: 0 });
    await donate(c, '/give-form/?campaign=1&fundraiser=2', { amount: '7', name: 'No Mail' });
    expect(t.host.db.prepare('SELECT donor_email FROM donations ORDER BY id DESC LIMIT 1').get()).toEqual({
      donor_email: null,
    });
  });

  it('refuses an address that is not one and keeps every value, the anonymous box included', async () => {
    const res = await donate(new Client(t), '/give-form/?campaign=1&fundraiser=2', {
      amount: '9',
      name: 'Ann Typo',
      email: 'ann@<b>',
      anonymous: '1',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Enter a valid email address, or leave it empty.');
    expect(html).toContain('value="ann@&lt;b&gt;"');
    expect(html).toContain('<input type="checkbox" name="anonymous" value="1" checked> Give anonymously');
  });

  it("stores an anonymous gift as 'Anonymous' with the flag, and its address if given", async () => {
    const c = new Client(t);
    await donate(c, '/give-form/?campaign=1&fundraiser=2', {
      amount: '11',
      name: 'Hidden Hal',
      email: 'hal@example.com',
      anonymous: '1',
    });
    const stored = t.host.db
      .prepare('SELECT donor_name, donor_email, anonymous FROM donations ORDER BY id DESC LIMIT 1')
      .get();
    expect(stored).toEqual({ donor_name: 'Anonymous', donor_email: 'hal@example.com', anonymous: 1 });
  });

  it.each([
    [{ amount: '', name: 'A' }, 'Enter a whole amount in dollars.'],
    [{ amount: '0', name: 'A' }, 'The minimum donation is $1.'],
    [{ amount: '10', name: ' ' }, 'Enter your name.'],
  ])('re-shows the form with an error for %o', async (fields, message) => {
    const res = await donate(new Client(t), '/give-form/?campaign=1', fields);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`role="alert" id="form-error">${message}`);
  });

  it.each(['/give-form/', '/give-form/?campaign=1&team=9', '/give-form/?campaign=1&fundraiser=999'])(
    'is 404 for %s',
    async (url) => {
      expect((await new Client(t).request(url)).status).toBe(404);
    },
  );
});
