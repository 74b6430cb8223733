import * as v from 'valibot';

/*
 * The plugin's weak forms (shared/ADMIN-CONTRACT.md section 7), turned into the screens' model at the boundary.
 */

export type ApprovalState = 'active' | 'pending' | 'denied';

/**
 * The plugin's approval is a boolean (true only when active); the reference host adds `approval_status` so a
 * denied row reads as denied. Without it, false is pending.
 */
export function approvalState(active: boolean, approvalStatus: ApprovalState | undefined): ApprovalState {
  return approvalStatus ?? (active ? 'active' : 'pending');
}

export const approvalStatusSchema = v.optional(v.picklist(['active', 'pending', 'denied']));

/** A wpautop story (`<p>…</p>` per paragraph, `<br />` per line) as the plain text the forms edit. */
export function storyText(html: string): string {
  if (!/<(p|br)\b/i.test(html)) return html;
  return html
    .replace(/<br\s*\/?>\s*/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<\/?p[^>]*>/gi, '')
    .trim();
}

/** A boolean the plugin writes as `enabled`/`disabled` (data-campaign's fundraiser_approvals) or as a flag. */
export const enabledFlag = v.pipe(
  v.unknown(),
  v.check(
    (value) => [true, false, 1, 0, '1', '0', 'true', 'false', '', null, 'enabled', 'disabled'].includes(value as never),
    'Expected enabled or disabled',
  ),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true' || value === 'enabled'),
);

/** A checkbox sent as the plugin's JS sends booleans in a multipart body. */
export const wireBoolean = (on: boolean): 'true' | 'false' => (on ? 'true' : 'false');
