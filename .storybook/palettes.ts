import { tokens } from '../design-system/theme/tokens';

/** Campaign palettes that stress contrast: every matrix story renders under each. */
export const palettes = {
  default: { primary: tokens.color.primary, secondary: tokens.color.secondary },
  pale: { primary: '#ffe14d', secondary: '#c8f7ff' },
  dark: { primary: '#101010', secondary: '#3d0a4f' },
} as const;

/**
 * Primaries that all but vanish on white (1.07:1 and 1.11:1): the matrices of components that draw shapes in
 * the campaign colour (progress fill, tab underline, selected page, step marker) add them.
 */
export const palePrimaryPalettes = {
  yellow: { primary: '#ffff00', secondary: '#ffffff' },
  beige: { primary: '#f5f5dc', secondary: '#f2a93b' },
} as const;

/** The stress palettes and the pale primaries: the matrices of components that draw shapes in the campaign colour. */
export const indicatorPalettes = { ...palettes, ...palePrimaryPalettes };

/** Everything the toolbar's palette menu offers: the same set. */
export const menuPalettes = indicatorPalettes;

/** A campaign's two colours. */
export interface Palette {
  primary: string;
  secondary: string;
}

export type PaletteName = keyof typeof menuPalettes;
