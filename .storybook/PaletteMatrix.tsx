import type { CSSProperties, ReactNode } from 'react';
import { ThemeRoot } from '../design-system/theme/ThemeRoot';
import { type Palette, palettes as stressPalettes } from './palettes';

export interface PaletteMatrixProps {
  /** The stress palettes unless given (components that draw shapes in the campaign colour add the pale primaries). */
  palettes?: Readonly<Record<string, Palette>> | undefined;
  /** The box around the palettes' sections. */
  style: CSSProperties;
  /** One section's content, under its palette's ThemeRoot; the palette's name goes into its labels. */
  children: (name: string) => ReactNode;
}

/** A matrix story's body: the same content once per campaign palette, so a11y checks and baselines cover each. */
export function PaletteMatrix({ palettes = stressPalettes, style, children }: PaletteMatrixProps) {
  return (
    <div style={style}>
      {Object.entries(palettes).map(([name, palette]) => (
        <ThemeRoot key={name} primaryColor={palette.primary} secondaryColor={palette.secondary}>
          {children(name)}
        </ThemeRoot>
      ))}
    </div>
  );
}
