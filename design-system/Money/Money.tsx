import { createContext, forwardRef, useContext, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { withClassName } from '../classNames';
import { money } from './Money.css';
import { defaultMoneyFormat, formatMoney, type MoneyFormat } from './format';

const MoneyFormatContext = createContext<MoneyFormat>(defaultMoneyFormat);

/** The money format in force: the nearest MoneyFormatProvider's, or the default ($, before, ',' and '.'). */
export function useMoneyFormat(): MoneyFormat {
  return useContext(MoneyFormatContext);
}

export interface MoneyFormatProviderProps {
  /** The host page's formatting configuration; missing fields keep their defaults. */
  format: Partial<MoneyFormat>;
  children?: ReactNode | undefined;
}

/** Supplies the currency format to every Money inside it (the app feeds it from the host config). */
export function MoneyFormatProvider({ format, children }: MoneyFormatProviderProps) {
  const { currencySymbol, currencyPosition, thousandsSeparator, decimalSeparator } = format;
  const merged = useMemo<MoneyFormat>(
    () => ({
      currencySymbol: currencySymbol ?? defaultMoneyFormat.currencySymbol,
      currencyPosition: currencyPosition ?? defaultMoneyFormat.currencyPosition,
      thousandsSeparator: thousandsSeparator ?? defaultMoneyFormat.thousandsSeparator,
      decimalSeparator: decimalSeparator ?? defaultMoneyFormat.decimalSeparator,
    }),
    [currencySymbol, currencyPosition, thousandsSeparator, decimalSeparator],
  );
  return <MoneyFormatContext.Provider value={merged}>{children}</MoneyFormatContext.Provider>;
}

export interface MoneyProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The amount, a number or a numeric string (host data often sends "1234.50"); anything else shows `fallback`. */
  value: number | string | null | undefined;
  /** Shown when `value` is not a number (SPEC: the default amount, or 0). */
  fallback?: number | undefined;
}

/** A whole-number amount in the site's currency format, e.g. '$1,234'. */
export const Money = forwardRef<HTMLSpanElement, MoneyProps>(function Money(
  { value, fallback, className, ...rest },
  ref,
) {
  const format = useMoneyFormat();
  return (
    <span ref={ref} className={withClassName(money, className)} {...rest}>
      {formatMoney(value, format, fallback)}
    </span>
  );
});
