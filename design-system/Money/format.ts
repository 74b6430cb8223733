/** How the host site writes amounts (SPEC 9: the page's formatting configuration). */
export interface MoneyFormat {
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
  thousandsSeparator: string;
  /** Kept for the host's configuration shape; amounts are shown as whole numbers, so it is never printed. */
  decimalSeparator: string;
}

export const defaultMoneyFormat: MoneyFormat = {
  currencySymbol: '$',
  currencyPosition: 'before',
  thousandsSeparator: ',',
  decimalSeparator: '.',
};

// Plain decimal notation only: hex ('0x10'), binary and 'Infinity' strings are not amounts.
const NUMERIC_STRING = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** The value as a finite number, or null when it is not an amount (NaN, '', 'abc', null, objects, Infinity). */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!NUMERIC_STRING.test(trimmed)) return null;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Rounds half away from zero (2.5 → 3, -2.5 → -3), unlike Math.round, which rounds -2.5 to -2. */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A whole-number amount with thousands grouping and the currency symbol before or after it
 * ('$1,234', '1.234 €' with a no-break space, '-$1,234'). A non-numeric value shows the fallback (default 0) instead.
 */
export function formatMoney(value: unknown, format: MoneyFormat, fallback = 0): string {
  const amount = toAmount(value) ?? toAmount(fallback) ?? 0;
  const rounded = roundHalfAwayFromZero(amount);
  // BigInt prints every digit of a large whole number, where String(1e21) would switch to exponent notation.
  const digits = BigInt(Math.abs(rounded)).toString();
  const grouped = groupThousands(digits, format.thousandsSeparator);
  const sign = rounded < 0 ? '-' : '';
  // A no-break space: '2.500 €' never breaks between the number and its symbol inside a sentence or a narrow cell.
  return format.currencyPosition === 'after'
    ? `${sign}${grouped}\u00a0${format.currencySymbol}`
    : `${sign}${format.currencySymbol}${grouped}`;
}
