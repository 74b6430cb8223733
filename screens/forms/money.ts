/** The site's separators (window.GiveP2P.thousandsSeparator / decimalSeparator). */
export interface MoneySeparators {
  thousandsSeparator: string;
  decimalSeparator: string;
}

// Spaces of every width a locale may group with (space, no-break space, narrow no-break space, thin space).
const SPACES = /[\s\u00a0\u202f\u2009]/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A whole amount typed the way the site writes money ('1,250,000', '1.250.000', '1 250 000', '2500', '$2,500.00'),
 * or null when it is not one. Every thousands separator counts, not just the first (the anchor's MoneyField
 * stripped one comma, so '1,250,000' became 1250), and groups must be three digits wide, so '1,25' is refused
 * rather than read as 125. A decimal part is allowed only when it is zero: goals are whole currency units.
 */
export function parseMoneyInput(input: string, separators: MoneySeparators, currencySymbol = ''): number | null {
  let text = input.replace(SPACES, '');
  const symbol = currencySymbol.replace(SPACES, '');
  if (symbol !== '') text = text.split(symbol).join('');
  if (text === '') return null;

  const decimal = separators.decimalSeparator.replace(SPACES, '');
  let whole = text;
  if (decimal !== '' && text.includes(decimal)) {
    const parts = text.split(decimal);
    if (parts.length !== 2) return null;
    const [integer = '', fraction = ''] = parts;
    if (!/^0*$/.test(fraction)) return null;
    whole = integer;
  }

  const thousands = separators.thousandsSeparator.replace(SPACES, '');
  if (!/^\d+$/.test(whole)) {
    if (thousands === '') return null;
    const grouped = new RegExp(`^\\d{1,3}(?:${escapeRegExp(thousands)}\\d{3})+$`);
    if (!grouped.test(whole)) return null;
    whole = whole.split(thousands).join('');
  }
  const value = Number(whole);
  return Number.isSafeInteger(value) ? value : null;
}
