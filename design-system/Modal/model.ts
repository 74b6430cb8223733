import { __ } from '../i18n';
import type { NoticeType } from '../Notice/model';

/** SPEC 8: an error modal titles its details 'Error details'; every other type 'Additional context'. */
export function detailsHeading(type: NoticeType): string {
  return type === 'error' ? __('Error details') : __('Additional context');
}
