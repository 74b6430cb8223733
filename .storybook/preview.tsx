import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeRoot } from '../design-system/theme/ThemeRoot';
import { skipChromaticForNoVisual } from './noVisual';
import { menuPalettes, type PaletteName } from './palettes';

/** Designers pick a named palette or type any two campaign colours in the toolbar; every story follows. */
const withCampaignTheme: Decorator = (Story, context) => {
  const named = menuPalettes[(context.globals.palette as PaletteName) ?? 'default'] ?? menuPalettes.default;
  const primary = (context.globals.primaryColor as string) || named.primary;
  const secondary = (context.globals.secondaryColor as string) || named.secondary;
  return (
    <ThemeRoot primaryColor={primary} secondaryColor={secondary}>
      <Story />
    </ThemeRoot>
  );
};

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
