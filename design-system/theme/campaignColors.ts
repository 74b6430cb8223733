import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
// Only the colour group: importing the whole token file would ship every token to the first load.
import { color as colorTokens } from '../../tokens.json';

extend([a11yPlugin]);

/** Colour variables the campaign controls at run time. Each filled colour has a readable foreground. */
export interface CampaignColors {
  primary: string;
  primaryForeground: string;
  secondary: string;
  secondaryForeground: string;
  /** SPEC: the goal colour is the primary darkened by 20 steps. */
  goal: string;
  goalForeground: string;
  /** SPEC: the link colour is the primary darkened by 20 steps (further when needed to read on the page). */
  link: string;
  /**
   * Shapes that carry meaning without text (progress fill, active-tab underline, selected page, done step):
   * the primary, stepped darker until it stands out at 3:1 from the page, the surfaces and the bar's track.
   */
  primaryIndicator: string;
  /** Text on a `primaryIndicator` fill (the selected page number). */
  primaryIndicatorForeground: string;
  /** The goal colour made an indicator the same way: the progress bar's default fill. */
  goalIndicator: string;
}

export const MIN_CONTRAST = 4.5;
/** WCAG 1.4.11: shapes and states that carry meaning need 3:1 against the colours around them. */
export const MIN_NON_TEXT_CONTRAST = 3;
const DARKEN_STEPS = 20;
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = colorTokens.text;
const BLACK_TEXT = '#000000';

/**
 * What an indicator can sit on or next to: the page, card surfaces, and the muted surface that is also the
 * progress track. All fixed tokens, so one indicator colour per campaign colour serves every component.
 */
export const INDICATOR_NEIGHBOURS: readonly string[] = [
  colorTokens.page,
  colorTokens.surface,
  colorTokens.surfaceMuted,
];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_FUNCTION = /^rgba?\(\s*[^)]*\)$/i;

/** Parses `#rgb`, `#rrggbb` or `rgb()`; anything else (names, hsl, junk, non-strings) is rejected. */
export function parseCampaignColor(value: unknown): Colord | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!HEX.test(trimmed) && !RGB_FUNCTION.test(trimmed)) return null;
  const parsed = colord(trimmed);
  return parsed.isValid() ? parsed.alpha(1) : null;
}

/** Always a 6-digit lowercase hex, whatever went in. */
export function toHex6(color: Colord): string {
  const { r, g, b } = color.toRgb();
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Subtracts `steps` from each of R, G and B, clamped to 0..255 (the product's "darken by 20"). */
export function darkenBySteps(color: Colord, steps = DARKEN_STEPS): Colord {
  const { r, g, b } = color.toRgb();
  const clamp = (channel: number) => Math.min(255, Math.max(0, channel - steps));
  return colord({ r: clamp(r), g: clamp(g), b: clamp(b) });
}

/** Adds `steps` to each of R, G and B, clamped: the same move as darkenBySteps, towards white. */
function lightenBySteps(color: Colord, steps = DARKEN_STEPS): Colord {
  return darkenBySteps(color, -steps);
}

/**
 * White or the token text colour, whichever contrasts more with the fill; pure black when neither
 * reaches 4.5:1 (mid-tone fills such as #777 or #f00). White or black always reaches it.
 */
export function readableForeground(fill: Colord): string {
  const onDark = fill.contrast(LIGHT_TEXT);
  const onLight = fill.contrast(DARK_TEXT);
  if (Math.max(onDark, onLight) >= MIN_CONTRAST) return onDark >= onLight ? LIGHT_TEXT : DARK_TEXT;
  return onDark >= fill.contrast(BLACK_TEXT) ? LIGHT_TEXT : BLACK_TEXT;
}

export function contrastRatio(a: string, b: string): number {
  return colord(a).contrast(b);
}

/** Link text sits on the page colour: keep darkening in 20-step moves until it reads at 4.5:1. */
function readableLink(primary: Colord): Colord {
  const page = colorTokens.page;
  let link = darkenBySteps(primary);
  while (link.contrast(page) < MIN_CONTRAST && link.brightness() > 0) {
    link = darkenBySteps(link);
  }
  return link;
}

function worstContrast(color: Colord, neighbours: readonly string[]): number {
  return Math.min(...neighbours.map((neighbour) => color.contrast(neighbour)));
}

/**
 * The colour itself when it already stands out at 3:1 from every neighbour (so passing palettes keep their
 * look); otherwise moved in 20-step moves away from the neighbours (darker on light pages, lighter on dark
 * ones) until it does, stopping at black or white. Black or white is the best any colour can do.
 */
export function indicatorColor(color: Colord, neighbours: readonly string[] = INDICATOR_NEIGHBOURS): Colord {
  const darker = worstContrast(colord('#000000'), neighbours) >= worstContrast(colord('#ffffff'), neighbours);
  const move = darker ? darkenBySteps : lightenBySteps;
  const end = darker ? 0 : 255;
  let indicator = color;
  while (worstContrast(indicator, neighbours) < MIN_NON_TEXT_CONTRAST) {
    const { r, g, b } = indicator.toRgb();
    if (r === end && g === end && b === end) break;
    indicator = move(indicator);
  }
  return indicator;
}

export function campaignColors(primaryInput: unknown, secondaryInput: unknown): CampaignColors {
  const primary = parseCampaignColor(primaryInput) ?? colord(colorTokens.primary);
  const secondary = parseCampaignColor(secondaryInput) ?? colord(colorTokens.secondary);
  const goal = darkenBySteps(primary);
  const primaryIndicator = indicatorColor(primary);
  return {
    primary: toHex6(primary),
    primaryForeground: readableForeground(primary),
    secondary: toHex6(secondary),
    secondaryForeground: readableForeground(secondary),
    goal: toHex6(goal),
    goalForeground: readableForeground(goal),
    link: toHex6(readableLink(primary)),
    primaryIndicator: toHex6(primaryIndicator),
    primaryIndicatorForeground: readableForeground(primaryIndicator),
    goalIndicator: toHex6(indicatorColor(goal)),
  };
}
