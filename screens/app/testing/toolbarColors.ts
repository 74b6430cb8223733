import { createContext, useContext } from 'react';

export interface ToolbarCampaignColors {
  primary: string;
  secondary: string;
}

/**
 * The campaign colours a designer picked in Storybook's toolbar (palette menu or colour tool), or null while
 * the toolbar is at its default. Page stories render the whole app, whose ThemeRoot applies the fixture
 * campaign's colours; this is how the toolbar's choice wins over them (provided by .storybook/preview.tsx).
 */
export const ToolbarColorsContext = createContext<ToolbarCampaignColors | null>(null);

export function useToolbarColors(): ToolbarCampaignColors | null {
  return useContext(ToolbarColorsContext);
}
