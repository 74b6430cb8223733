import { describe, expect, it } from 'vitest';
import {
  MIN_CONTRAST,
  MIN_NON_TEXT_CONTRAST,
  campaignColors,
  contrastRatio,
  indicatorColor,
  parseCampaignColor,
  toHex6,
  type CampaignColors,
} from './campaignColors';
import { tokens } from './tokens';

const { page, surface, surfaceMuted } = tokens.color;

const primaries = [
  '#ffff00', // yellow: 1.07:1 on white before indicators
  '#f5f5dc', // beige
  '#ffffff',
  '#000000',
  '#777777',
  '#ff0000',
  '#ffe14d', // the Storybook "pale" palette
  '#101010', // the Storybook "dark" palette
  tokens.color.primary, // demo
  '#1a5f9e', // the seeded campaign
];
const secondaries = ['#24405f', '#f2a93b', '#c8f7ff', '#ffffff', '#000000'];
const pairs = primaries.flatMap((primary) => secondaries.map((secondary) => [primary, secondary] as const));

/**
 * Each shape drawn in a campaign colour, and the colours it touches on the page. Written out per component
 * rather than reusing INDICATOR_NEIGHBOURS, so a neighbour dropped from the maths still fails here.
 */
const indicators: { shape: string; colour: (colors: CampaignColors) => string; neighbours: string[] }[] = [
  {
    shape: 'Progress fill, goal tone (FundraiserCard, stats)',
    colour: (c) => c.goalIndicator,
    neighbours: [surfaceMuted, surface, page],
  },
  {
    shape: 'Progress fill, primary tone',
    colour: (c) => c.primaryIndicator,
    neighbours: [surfaceMuted, surface, page],
  },
  { shape: 'Tabs active underline', colour: (c) => c.primaryIndicator, neighbours: [page, surface] },
  { shape: 'Pagination selected page', colour: (c) => c.primaryIndicator, neighbours: [page, surface] },
  { shape: 'StepIndicator completed marker', colour: (c) => c.primaryIndicator, neighbours: [page, surface] },
];

describe('campaign indicators reach 3:1 against their neighbours', () => {
  describe.each(pairs)('primary %s, secondary %s', (primary, secondary) => {
    const colors = campaignColors(primary, secondary);
    it.each(indicators)('$shape', ({ colour, neighbours }) => {
      for (const neighbour of neighbours) {
        expect(contrastRatio(colour(colors), neighbour), `against ${neighbour}`).toBeGreaterThanOrEqual(
          MIN_NON_TEXT_CONTRAST,
        );
      }
    });
    it('selected page number reads on its indicator fill', () => {
      expect(contrastRatio(colors.primaryIndicator, colors.primaryIndicatorForeground)).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
    });
  });
});

describe('fixed-colour shapes (token colours, the same under every campaign)', () => {
  it.each([
    ['Checkbox / RadioGroup checked (accent is the text colour)', tokens.color.text, [page, surface]],
    ['Outline button and input border', tokens.color.borderStrong, [page, surface]],
    ['Focus ring', tokens.color.focus, [page, surface, surfaceMuted]],
    ['RankBadge gold edge', tokens.color.gold, [tokens.color.goldSurface, surface]],
    ['RankBadge silver edge', tokens.color.silver, [tokens.color.silverSurface, surface]],
    ['RankBadge bronze edge', tokens.color.bronze, [tokens.color.bronzeSurface, surface]],
  ])('%s', (_shape, colour, neighbours) => {
    for (const neighbour of neighbours) {
      expect(contrastRatio(colour, neighbour), `against ${neighbour}`).toBeGreaterThanOrEqual(MIN_NON_TEXT_CONTRAST);
    }
  });
});

describe('indicators keep the look of palettes that already pass', () => {
  it.each([
    [tokens.color.primary, tokens.color.secondary],
    ['#1a5f9e', '#f2a93b'],
    ['#101010', '#3d0a4f'],
  ])('%s / %s: the indicators are the campaign colours themselves', (primary, secondary) => {
    const colors = campaignColors(primary, secondary);
    expect(colors.primaryIndicator).toBe(colors.primary);
    expect(colors.primaryIndicatorForeground).toBe(colors.primaryForeground);
    expect(colors.goalIndicator).toBe(colors.goal);
  });
});

describe('indicatorColor', () => {
  function indicatorOf(input: string, neighbours?: string[]): string {
    const parsed = parseCampaignColor(input);
    if (!parsed) throw new Error(`unparsable fixture ${input}`);
    return toHex6(indicatorColor(parsed, neighbours));
  }

  it.each([
    // 20-step moves on each channel, the project's darkening rule, stopping at the first that passes.
    ['#ffff00', '#878700'],
    ['#f5f5dc', '#7d7d64'],
    ['#ffffff', '#878787'],
    ['#ff0000', '#ff0000'], // 3.69:1 on the muted surface already
  ])('moves %s on the light page to %s', (input, expected) => {
    expect(indicatorOf(input)).toBe(expected);
  });

  it('lightens instead when the neighbours are dark', () => {
    const neighbours = ['#101010', '#202020'];
    const indicator = indicatorOf('#303030', neighbours);
    for (const neighbour of neighbours)
      expect(contrastRatio(indicator, neighbour)).toBeGreaterThanOrEqual(MIN_NON_TEXT_CONTRAST);
    expect(contrastRatio(indicator, '#ffffff')).toBeLessThan(contrastRatio('#303030', '#ffffff'));
  });

  it('stops at black or white when no colour can reach 3:1 against both a light and a dark neighbour', () => {
    // 3:1 from #ccc needs a luminance under 0.17, 3:1 from #333 one over 0.2: nothing fits, the loop must end.
    expect(indicatorOf('#808080', ['#cccccc', '#333333'])).toBe('#000000');
  });
});
