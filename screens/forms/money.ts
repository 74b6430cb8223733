import { MAX_GOAL, validationMessages } from './validation';

/** The site's separators (window.GiveP2P.thousandsSeparator / decimalSeparator). */
export interface AmountSeparators {
  thousandsSeparator: string;
  decimalSeparator: string;
}

// Spaces of every kind group thousands in many locales ('1 250 000', with a no-break or narrow no-break space).
const SPACES = /[\s\u00a0\u202f]/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A whole amount typed the site's way: '1,250,000', '1.250.000' (when '.' groups thousands), '1 250 000',
 * '1250000', '1,250,000.00'. Every group after the first has exactly three digits, so a decimal typed with the
 * wrong separator ('12,5' on a site grouping with ',') is refused rather than read as 125. A fraction other
 * than zeros is refused too (money is whole units on the wire). Null when the text is not such an amount.
 */
export function parseWholeAmount(
  input: string,
  { thousandsSeparator, decimalSeparator }: AmountSeparators,
): number | null {
  let text = input.replace(SPACES, '');
  if (decimalSeparator !== '' && decimalSeparator !== thousandsSeparator) {
    const at = text.lastIndexOf(decimalSeparator);
    if (at !== -1) {
      const fraction = text.slice(at + decimalSeparator.length);
      if (!/^0*$/.test(fraction)) return null;
      text = text.slice(0, at);
    }
  }
  const separator = thousandsSeparator.replace(SPACES, '');
  if (separator !== '' && text.includes(separator)) {
    const grouped = new RegExp(`^\\d{1,3}(?:${escapeRegExp(separator)}\\d{3})+$`);
    if (!grouped.test(text)) return null;
    text = text.split(separator).join('');
  }
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** The goal check for a locale-formatted goal field: the message to show, or null when it is a whole amount > 0. */
export function checkLocaleGoal(input: string, separators: AmountSeparators): string | null {
  if (input.trim() === '') return validationMessages.goalRequired();
  const value = parseWholeAmount(input, separators);
  if (value === null || value <= 0) return validationMessages.goalInvalid();
  return value > MAX_GOAL ? validationMessages.goalTooLarge(formatWholeAmount(MAX_GOAL, separators)) : null;
}

/** Only the upper limit of a goal typed with the site's separators (for marking as you type); null otherwise. */
export function checkLocaleGoalLimit(input: string, separators: AmountSeparators): string | null {
  const value = parseWholeAmount(input, separators);
  return value !== null && value > MAX_GOAL
    ? validationMessages.goalTooLarge(formatWholeAmount(MAX_GOAL, separators))
    : null;
}

/** A whole amount written with the site's thousands separator ('1,250,000'), as the goal fields show it. */
export function formatWholeAmount(value: number, { thousandsSeparator }: AmountSeparators): string {
  const digits = String(Math.max(0, Math.trunc(value)));
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSeparator);
}
