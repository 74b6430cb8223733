import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Money, MoneyFormatProvider, useMoneyFormat } from './Money';

function FormatProbe() {
  const format = useMoneyFormat();
  return <output>{`${format.currencySymbol}|${format.currencyPosition}|${format.thousandsSeparator}`}</output>;
}

describe('Money', () => {
  it('renders the amount in the default format without a provider', () => {
    render(<Money value={1234567} />);
    expect(screen.getByText('$1,234,567')).toBeInTheDocument();
  });

  it('shows the fallback for a non-numeric value', () => {
    render(
      <>
        <Money value="abc" fallback={500} data-testid="with-fallback" />
        <Money value={undefined} data-testid="without-fallback" />
      </>,
    );
    expect(screen.getByTestId('with-fallback')).toHaveTextContent('$500');
    expect(screen.getByTestId('without-fallback')).toHaveTextContent('$0');
  });

  it('follows the format from the provider', () => {
    render(
      <MoneyFormatProvider format={{ currencySymbol: '€', currencyPosition: 'after', thousandsSeparator: '.' }}>
        <Money value={1234} />
      </MoneyFormatProvider>,
    );
    expect(screen.getByText('1.234 €')).toBeInTheDocument();
  });

  it('keeps the defaults for fields the host config leaves out', () => {
    render(
      <MoneyFormatProvider format={{ currencySymbol: '£' }}>
        <FormatProbe />
      </MoneyFormatProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('£|before|,');
  });

  it('spreads extra props onto the span', () => {
    render(<Money value={10} className="extra" title="Ten dollars" data-testid="amount" />);
    const amount = screen.getByTestId('amount');
    expect(amount.tagName).toBe('SPAN');
    expect(amount).toHaveClass('extra');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <Money value={2500} /> raised
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
