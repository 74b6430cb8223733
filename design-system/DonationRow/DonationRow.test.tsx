import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { MoneyFormatProvider } from '../Money/Money';
import { DonationList, DonationRow } from './DonationRow';

describe('DonationRow', () => {
  it('shows the initials, name, line, date and amount of a donation', async () => {
    const { container } = render(
      <DonationList aria-label="Recent donations">
        <DonationRow
          name="Emeka Mensah"
          amount={1250}
          date="3 mins ago"
          detail={
            <>
              to <a href="/team/1/">Clean Water Crew</a>
            </>
          }
        />
      </DonationList>,
    );
    const row = within(screen.getByRole('list', { name: 'Recent donations' })).getByRole('listitem');
    expect(within(row).getByText('Emeka Mensah')).toBeVisible();
    expect(within(row).getByText('3 mins ago')).toBeVisible();
    expect(within(row).getByText('$1,250')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Clean Water Crew' })).toHaveAttribute('href', '/team/1/');
    // The initials repeat the name beside them, so screen readers skip them.
    expect(within(row).getByText('EM')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['a blank name', { name: '  ' }],
    ['the anonymous flag', { name: 'Anonymous', anonymous: true }],
  ])('shows an anonymous donor (%s) with the label and a neutral avatar', (_case, props) => {
    render(
      <DonationList>
        <DonationRow {...props} amount={20} />
      </DonationList>,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent(/^Anonymous\$20$/);
    expect(row.querySelector('[data-state="anonymous"]')).not.toBeNull();
  });

  it('lets the anonymous label be translated by the caller', () => {
    render(
      <DonationList>
        <DonationRow name="" anonymousLabel="Anonyme" amount={5} />
      </DonationList>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Anonyme');
  });

  it('ranks top donors in an ordered list, the place shown but not read twice', async () => {
    const { container } = render(
      <DonationList ordered aria-label="Top donors">
        <DonationRow rank={1} name="Kavya Zhang" amount={1000} />
        <DonationRow rank={2} name="Wen Novak" amount={95} />
      </DonationList>,
    );
    const list = screen.getByRole('list', { name: 'Top donors' });
    expect(list.tagName).toBe('OL');
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('1')).toHaveAttribute('aria-hidden', 'true');
    expect(first).toHaveTextContent('Kavya Zhang');
    await expectNoAxeViolations(container);
  });

  it("formats the amount in the site's currency", () => {
    render(
      <MoneyFormatProvider
        format={{ currencySymbol: '€', currencyPosition: 'after', thousandsSeparator: '.', decimalSeparator: ',' }}
      >
        <DonationList>
          <DonationRow name="Ann" amount={2500} />
        </DonationList>
      </MoneyFormatProvider>,
    );
    expect(screen.getByText('2.500 €')).toBeVisible();
  });

  it("shows the donor's message under the name as plain text: markup in it stays text, never HTML", async () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> Go <b>team</b> &amp; 🎉';
    const { container } = render(
      <DonationList aria-label="Recent donations">
        <DonationRow name="Mallory" amount={10} date="1 min ago" message={`  ${hostile}  `} />
      </DonationList>,
    );
    const row = screen.getByRole('listitem');
    const message = within(row).getByText(hostile);
    expect(message).toBeVisible();
    expect(message).toHaveAttribute('dir', 'auto');
    expect(message.textContent).toBe(hostile);
    expect(container.querySelector('img, script, b')).toBeNull();
    // After the name in reading order, so it reads as what this donor said.
    expect(row.textContent?.indexOf('Mallory')).toBeLessThan(row.textContent?.indexOf(hostile) ?? -1);
    await expectNoAxeViolations(container);
  });

  it.each([
    ['no message', undefined],
    ['a blank one', ' \n '],
  ])('adds nothing for %s', (_case, message) => {
    render(
      <DonationList>
        <DonationRow name="Ann" amount={20} message={message} />
      </DonationList>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/^AAnn\$20$/);
  });
});
