import type { CSSProperties } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Style pieces several components' `.css.ts` files share, as plain objects and functions: the classes are still
// made in each component's own style module (these produce no CSS by themselves).

/** The keyboard focus ring: 3 px in the focus colour, `offset` away from the element's edge. */
export function focusRing(offset: string = '2px') {
  return { outline: `3px solid ${vars.color.focus}`, outlineOffset: offset };
}

/** A box as tall as it is wide. */
export function square(size: string) {
  return { width: size, height: size };
}

/** The raised white surface of a card: Card, FundraiserCard, LinkCard. */
export const cardSurface = {
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
};

/**
 * The campaign's brand band (issue 26): a block filled with the campaign primary, for a page header's title,
 * kicker and short facts. Inside it the text, muted-text, link and focus-ring variables become the primary's
 * foreground (white or dark, picked for 4.5:1 by campaignColors' readableForeground), so Heading, Text and links
 * read on it without their own colours. Spread it into a `style()` with the padding the page wants; keep filled
 * controls (a primary Button, the progress bar) outside the band: they are drawn in the primary too.
 */
export const brandBand = {
  background: vars.campaign.primary,
  color: vars.campaign.primaryForeground,
  vars: {
    [vars.color.text]: vars.campaign.primaryForeground,
    [vars.color.textMuted]: vars.campaign.primaryForeground,
    [vars.campaign.link]: vars.campaign.primaryForeground,
    [vars.color.focus]: vars.campaign.primaryForeground,
  },
} satisfies CSSProperties & { vars: Record<string, string> };

/** The tones of notices and dialogs (Notice, Modal), in the order their recipes list them. */
export const statusTones = ['danger', 'warning', 'success', 'info'] as const;

/** A recipe's tone variants: one style per tone, in the order given, each built from that tone's colour tokens. */
export function toneVariants<const Tone extends string, Style>(
  tones: readonly Tone[],
  style: (tone: Tone) => Style,
): Record<Tone, Style> {
  return Object.fromEntries(tones.map((tone) => [tone, style(tone)])) as Record<Tone, Style>;
}

/**
 * The selectors of a link whose `::after` covers its whole card (the card is `position: relative`): a click
 * anywhere follows it with one tab stop, the text is underlined on `hover` (a selector) and the keyboard focus
 * ring is drawn around the card, not the text.
 */
export function cardCoveringLink(hover: string): Record<string, CSSProperties> {
  return {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    [hover]: { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing(),
  };
}
