/** The URL layout of the reference host (mirrors a WordPress site with the plugin installed). */
export const PLUGIN_DIST_PATH = '/wp-content/plugins/give-peer-to-peer/assets/dist';
/**
 * WordPress prints every registered script and style with `?ver=` and the version the plugin passed; the host
 * does the same, so every browser test loads the entries as a real site does (screens/app/bootstrap.ts).
 */
export const PLUGIN_VERSION = '0.1.0';
export const versioned = (file: string): string => `${PLUGIN_DIST_PATH}/${file}?ver=${PLUGIN_VERSION}`;
export const UPLOADS_PATH = '/wp-content/uploads/p2p';
export const REST_NAMESPACE = '/give-api/v2/p2p-campaigns';
export const REST_PRETTY_PREFIX = `/wp-json${REST_NAMESPACE}`;
export const DONATION_FORM_PATH = '/give-form/';
export const OUTBOX_PATH = '/outbox/';
export const LOGOUT_PATH = '/logout/';
export const DEV_SERVER_ORIGIN = 'http://127.0.0.1:5173';

export function uploadUrl(file: string): string {
  return `${UPLOADS_PATH}/${file}`;
}

export function donationFormUrl(target: { campaign: number; team?: number; fundraiser?: number }): string {
  const q = new URLSearchParams({ campaign: String(target.campaign) });
  if (target.team) q.set('team', String(target.team));
  if (target.fundraiser) q.set('fundraiser', String(target.fundraiser));
  return `${DONATION_FORM_PATH}?${q.toString()}`;
}
