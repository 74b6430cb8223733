import type { StorybookConfig } from '@storybook/react-vite';
import { compileTranslations } from '../scripts/i18n-json.mjs';

// The Locale toolbar loads languages/*.json (preview loaders, locale.ts): compiled from the .po files here, at
// start, as the reference host does, so a changed translation shows without a separate `npm run i18n:json`.
compileTranslations();

const config: StorybookConfig = {
  stories: ['../design-system/**/*.stories.@(ts|tsx)', '../screens/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The donate stories frame the demo donation form; the static build must carry it too.
  staticDirs: [{ from: '../screens/donate/testing', to: '/screens/donate/testing' }],
};

export default config;
