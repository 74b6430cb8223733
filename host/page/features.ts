/*
 * The fundraising-tools extension (docs/fundraising-tools.md) is advertised in window.GiveP2P.features. The
 * reference host implements all of it and prints both names by default; `--features none` (or a shorter list)
 * prints the page as a host without them would. The calls answer either way: only the client's use of them
 * depends on the flag.
 */

export const FEATURE_NAMES = ['fundraiser-tools', 'csv-export'] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
export const DEFAULT_FEATURES: readonly FeatureName[] = FEATURE_NAMES;

const isFeature = (name: string): name is FeatureName => (FEATURE_NAMES as readonly string[]).includes(name);

/** `none` or '' → []; `a,b` → those names, in the canonical order; throws on an unknown name. */
export function parseFeatures(value: string): FeatureName[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== 'none');
  const unknown = names.find((name) => !isFeature(name));
  if (unknown !== undefined) throw new Error(`Unknown feature: ${unknown} (known: ${FEATURE_NAMES.join(', ')}, none)`);
  return FEATURE_NAMES.filter((name) => names.includes(name));
}

/** Whether the host prints this feature now (the test hook may change the list while the host runs). */
export function advertises(features: readonly string[], name: FeatureName): boolean {
  return features.includes(name);
}
