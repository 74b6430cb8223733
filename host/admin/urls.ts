/** WordPress admin addresses of the plugin's pages. */
export const ADMIN_PATH = '/wp-admin/';
export const ADMIN_PHP = '/wp-admin/admin.php';
export const LOGIN_PATH = '/wp-login.php';

export const CAMPAIGNS_PAGE = 'admin.php?page=p2p-campaigns';
export const EDIT_CAMPAIGN_PAGE = 'admin.php?page=p2p-edit-campaign';
export const ADD_CAMPAIGN_PAGE = 'admin.php?page=p2p-add-campaign';

export type EditTab = 'settings' | 'teams' | 'fundraisers';

/** Path of an admin page (relative links in the pages are resolved against /wp-admin/). */
export const adminPagePath = (page: string): string => `${ADMIN_PATH}${page}`;

export const editCampaignPath = (id: number, tab: EditTab = 'settings'): string =>
  adminPagePath(`${EDIT_CAMPAIGN_PAGE}&id=${id}${tab === 'settings' ? '' : `&tab=${tab}`}`);

/** Where a logged-out visitor of an admin page is sent (WordPress's auth_redirect()). */
export const loginRedirect = (requested: string): string =>
  `${LOGIN_PATH}?redirect_to=${encodeURIComponent(requested)}`;
