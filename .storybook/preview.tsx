import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { ThemeRoot } from '../design-system/theme/ThemeRoot';
import { ToolbarColorsContext } from '../screens/app/testing/toolbarColors';
import { skipChromaticForNoVisual } from './noVisual';
import { menuPalettes, type PaletteName } from './palettes';

interface CampaignThemeProps {
  palette: unknown;
  primaryOverride: unknown;
  secondaryOverride: unknown;
  children: ReactNode;
}

/**
 * The toolbar's colours for every story. Page stories render the app's own ThemeRoot with their fixture
 * campaign's colours, so the choice also goes down a context that PageStory reads: at the default palette
 * with no colour typed a page keeps its fixture colours, any other choice recolours it.
 */
function CampaignTheme({ palette, primaryOverride, secondaryOverride, children }: CampaignThemeProps) {
  const named = menuPalettes[palette as PaletteName] ?? menuPalettes.default;
  const typedPrimary = typeof primaryOverride === 'string' ? primaryOverride.trim() : '';
  const typedSecondary = typeof secondaryOverride === 'string' ? secondaryOverride.trim() : '';
  const primary = typedPrimary || named.primary;
  const secondary = typedSecondary || named.secondary;
  const chosen = named !== menuPalettes.default || typedPrimary !== '' || typedSecondary !== '';
  const toolbar = useMemo(() => (chosen ? { primary, secondary } : null), [chosen, primary, secondary]);
  return (
    <ToolbarColorsContext.Provider value={toolbar}>
      <ThemeRoot primaryColor={primary} secondaryColor={secondary}>
        {children}
      </ThemeRoot>
    </ToolbarColorsContext.Provider>
  );
}

/** Designers pick a named palette or type any two campaign colours in the toolbar; every story follows. */
const withCampaignTheme: Decorator = (Story, context) => (
  <CampaignTheme
    palette={context.globals.palette}
    primaryOverride={context.globals.primaryColor}
    secondaryOverride={context.globals.secondaryColor}
  >
    <Story />
  </CampaignTheme>
);

const preview: Preview = {
  decorators: [withCampaignTheme],
  tags: ['autodocs'],
  argTypesEnhancers: [skipChromaticForNoVisual],
  globalTypes: {
    palette: {
      description: 'Campaign palette',
      toolbar: {
        title: 'Palette',
        icon: 'paintbrush',
        items: Object.keys(menuPalettes),
        dynamicTitle: true,
      },
    },
    primaryColor: { description: 'Campaign primary colour (hex or rgb())' },
    secondaryColor: { description: 'Campaign secondary colour (hex or rgb())' },
  },
  initialGlobals: { palette: 'default', primaryColor: '', secondaryColor: '' },
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
  },
};

export default preview;
