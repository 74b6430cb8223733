import { __ } from '../../design-system';

/**
 * Whether a donor name stands for an anonymous gift. The plugin stores anonymous gifts under the name
 * 'Anonymous' (in English, or in the site's language), and some rows come with no name at all; either way
 * the row shows the label and a neutral avatar, never the initial 'A'.
 */
export function isAnonymousDonor(name: string): boolean {
  const trimmed = name.trim().toLocaleLowerCase();
  return trimmed === '' || trimmed === 'anonymous' || trimmed === __('Anonymous').toLocaleLowerCase();
}
