import { tokens } from '../design-system/theme/tokens';

/** Campaign palettes that stress contrast: every matrix story renders under each. */
export const palettes = {
  default: { primary: tokens.color.primary, secondary: tokens.color.secondary },
  pale: { primary: '#ffe14d', secondary: '#c8f7ff' },
  dark: { primary: '#101010', secondary: '#3d0a4f' },
} as const;

export type PaletteName = keyof typeof palettes;
