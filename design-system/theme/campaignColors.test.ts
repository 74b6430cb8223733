import { describe, expect, it } from 'vitest';
import { tokens } from './tokens';
import {
  MIN_CONTRAST,
  campaignColors,
  contrastRatio,
  darkenBySteps,
  parseCampaignColor,
  toHex6,
} from './campaignColors';

const HEX6 = /^#[0-9a-f]{6}$/;

describe('parseCampaignColor', () => {
  it.each([
    ['#fff', '#ffffff'],
    ['#FFF', '#ffffff'],
    ['#1e7a5a', '#1e7a5a'],
    ['  #1E7A5A ', '#1e7a5a'],
    ['rgb(30, 122, 90)', '#1e7a5a'],
    ['rgba(30, 122, 90, 0.5)', '#1e7a5a'],
  ])('accepts %j as %s', (input, expected) => {
    const parsed = parseCampaignColor(input);
    expect(parsed && toHex6(parsed)).toBe(expected);
  });

  it.each([
    ['red'],
    ['hsl(0, 100%, 50%)'],
    ['#12'],
    ['#12345'],
    ['#gggggg'],
    ['rgb(a,b,c)'],
    [''],
    [null],
    [42],
    [undefined],
  ])('rejects %j', (input) => {
    expect(parseCampaignColor(input)).toBeNull();
  });
});

describe('darkenBySteps (subtract 20 from each channel, clamped)', () => {
  it.each([
    ['#ffffff', '#ebebeb'],
    ['#1e7a5a', '#0a6646'],
    ['#000000', '#000000'],
    ['#0a0a0a', '#000000'],
    ['#140a32', '#00001e'],
    ['#fff', '#ebebeb'],
  ])('%s darkens to %s', (input, expected) => {
    const parsed = parseCampaignColor(input);
    if (!parsed) throw new Error(`unparsable fixture ${input}`);
    expect(toHex6(darkenBySteps(parsed))).toBe(expected);
  });
});

describe('campaignColors', () => {
  it('derives goal and link from the primary darkened by 20, as 6-digit hex', () => {
    const colors = campaignColors('#1e7a5a', '#24405f');
    expect(colors.primary).toBe('#1e7a5a');
    expect(colors.secondary).toBe('#24405f');
    expect(colors.goal).toBe('#0a6646');
    expect(colors.link).toBe('#0a6646');
  });

  it('falls back to the token defaults for anything it cannot read', () => {
    const colors = campaignColors('not-a-colour', { r: 1 });
    expect(colors.primary).toBe(tokens.color.primary);
    expect(colors.secondary).toBe(tokens.color.secondary);
  });

  it('never produces an invalid hex, even at the clamp edges', () => {
    for (const input of ['#000', '#010203', '#fff', 'rgb(255, 0, 10)', '#13a']) {
      const colors = campaignColors(input, input);
      for (const value of Object.values(colors)) expect(value).toMatch(HEX6);
    }
  });

  it.each([['#ffe14d'], ['#ffffff'], ['#000000'], ['#777777'], ['#1e7a5a'], ['#ff0000'], ['#00ff00'], ['#3d0a4f']])(
    'picks a foreground that reads at 4.5:1 on every fill for primary %s',
    (primary) => {
      const colors = campaignColors(primary, primary);
      expect(contrastRatio(colors.primary, colors.primaryForeground)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(colors.secondary, colors.secondaryForeground)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(colors.goal, colors.goalForeground)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    },
  );

  it.each([['#ffe14d'], ['#ffffff'], ['#c8f7ff'], ['#1e7a5a']])(
    'keeps link text readable on the page for primary %s, darkening further in 20-step moves only when needed',
    (primary) => {
      const colors = campaignColors(primary, '#000');
      expect(contrastRatio(colors.link, tokens.color.page)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    },
  );
});
