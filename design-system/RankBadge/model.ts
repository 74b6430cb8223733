import { __ } from '../i18n';

export type Medal = 'gold' | 'silver' | 'bronze';

/** SPEC 9: badges exist for places 1 to 3 only; any other rank (0, 4, 2.5, NaN) has none. */
export function medalFor(rank: unknown): Medal | null {
  switch (rank) {
    case 1:
      return 'gold';
    case 2:
      return 'silver';
    case 3:
      return 'bronze';
    default:
      return null;
  }
}

/** The badge text; a function so the translation is looked up when rendering, after the host sets it. */
export function medalLabel(medal: Medal): string {
  switch (medal) {
    // Whole phrases rather than an English ordinal suffix: each language writes places its own way ('1. Platz').
    case 'gold':
      /* translators: badge of the first place in a leaderboard */
      return __('1st Place');
    case 'silver':
      /* translators: badge of the second place in a leaderboard */
      return __('2nd Place');
    case 'bronze':
      /* translators: badge of the third place in a leaderboard */
      return __('3rd Place');
  }
}
