import type { Decorator, Preview } from '@storybook/react-vite';
import demoFontUrl from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import { useMemo, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { DEMO_FONT_STACK, demoFontFaces } from '../host/static/demoFont';
import { MoneyFormatProvider } from '../design-system/Money/Money';
import { ThemeRoot } from '../design-system/theme/ThemeRoot';
import { ToolbarColorsContext } from '../screens/app/testing/toolbarColors';
import { ToolbarLocaleContext } from '../screens/app/testing/toolbarLocale';
import { loadStoryLocale, STORY_LOCALE_SETTINGS } from './locale';
import { skipChromaticForNoVisual } from './noVisual';
import { menuPalettes, type PaletteName } from './palettes';

// Play functions' findBy/waitFor wait up to 10 s, not Testing Library's 1 s: under a loaded CI (visual and story
// runs share two cores) a mocked answer can take longer than a second to render, and a timeout is not a finding.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The reference host's demo theme typeface (host/static/demoFont.ts), so stories look like the demo: the design
 * system inherits the page's typeface, here the preview's body and the docs pages' story blocks.
 */
const demoFont = document.createElement('style');
demoFont.textContent = `${demoFontFaces(demoFontUrl, 'swap')}html body, .docs-story { font-family: ${DEMO_FONT_STACK}; }`;
document.head.append(demoFont);

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

/** The locales the toolbar offers: English, a left-to-right translation and a right-to-left one. */
const LOCALES = ['en_US', 'de_DE', 'he_IL'] as const;
const RTL_LOCALES: ReadonlySet<string> = new Set(['he_IL']);

/**
 * Direction and language, set on `<html>` as the host page sets them (WordPress's language_attributes()): the
 * design system mirrors from that attribute alone (`[dir="rtl"]` rules, and Tabs read it). Direction 'auto'
 * follows the locale. A docs page shows many stories, so there the choice goes on a wrapper and the page itself
 * stays left to right. The strings follow the locale too: a loader sets the design system's i18n source from
 * that language's JSON before the story renders (locale.ts).
 */
const withDirection: Decorator = (Story, context) => {
  const locale = typeof context.globals.locale === 'string' ? context.globals.locale : 'en_US';
  const chosen = context.globals.direction;
  const dir = chosen === 'rtl' || chosen === 'ltr' ? chosen : RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
  const lang = locale.replace('_', '-');
  const root = document.documentElement;
  if (context.viewMode === 'docs') {
    root.dir = 'ltr';
    root.lang = 'en-US';
    return (
      <div dir={dir} lang={lang}>
        <Story />
      </div>
    );
  }
  // Before the story renders, so components that read the page's direction while rendering see it.
  root.dir = dir;
  root.lang = lang;
  return <Story />;
};

/**
 * Money as a site in the toolbar's language writes it ('48.250 €', '48,250 ₪'): a MoneyFormatProvider for the
 * design-system stories, and the settings down a context for page and admin stories, whose app reads its own
 * host config (PageStory and AdminStory merge them in). At en_US nothing changes: the fixtures' own dollars.
 */
const withLocaleMoney: Decorator = (Story, context) => {
  const settings = STORY_LOCALE_SETTINGS[typeof context.globals.locale === 'string' ? context.globals.locale : ''];
  if (!settings) return <Story />;
  return (
    <ToolbarLocaleContext.Provider value={settings}>
      <MoneyFormatProvider format={settings}>
        <Story />
      </MoneyFormatProvider>
    </ToolbarLocaleContext.Provider>
  );
};

const preview: Preview = {
  // Forms keep drafts in sessionStorage (issue 15), which every story in the tab shares: each story starts clean.
  beforeEach: () => {
    sessionStorage.clear();
  },
  decorators: [withLocaleMoney, withCampaignTheme, withDirection],
  loaders: [
    async ({ globals }) => {
      await loadStoryLocale(typeof globals.locale === 'string' ? globals.locale : 'en_US');
      return {};
    },
  ],
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
    direction: {
      description: 'Reading direction (auto: from the locale)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Direction from the locale' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale (sets lang, and the direction when that is auto)',
      toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
    primaryColor: { description: 'Campaign primary colour (hex or rgb())' },
    secondaryColor: { description: 'Campaign secondary colour (hex or rgb())' },
  },
  initialGlobals: {
    palette: 'default',
    primaryColor: '',
    secondaryColor: '',
    direction: 'auto',
    locale: 'en_US',
  },
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
  },
};

export default preview;
