import { createContext, useContext } from 'react';

/** The site settings that follow a language: what the host prints in window.GiveP2P for it. */
export interface ToolbarLocaleSettings {
  locale: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
  thousandsSeparator: string;
  decimalSeparator: string;
}

/**
 * The locale picked in Storybook's toolbar with the money settings a site in that language prints (as the
 * reference host does), or null at the default (en_US). Design-system stories get them through a
 * MoneyFormatProvider; page and admin stories render the whole app, whose provider reads the host config, so
 * PageStory and AdminStory merge them into their fixture's config (provided by .storybook/preview.tsx).
 */
export const ToolbarLocaleContext = createContext<ToolbarLocaleSettings | null>(null);

export function useToolbarLocale(): ToolbarLocaleSettings | null {
  return useContext(ToolbarLocaleContext);
}
