/** window.GiveP2P (issue 3, "The host contract"). */
export interface GiveP2PConfig {
  apiRoot: string;
  apiNonce: string;
  locale: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
  thousandsSeparator: string;
  decimalSeparator: string;
  numberDecimals: number;
  maxUploadSize: number;
  /** Signed in only: the sign-out link with its per-session nonce (as WordPress's wp_logout_url()). */
  logoutUrl?: string;
  /**
   * Where the app asks for a fresh REST nonce when the page's has expired (WordPress:
   * admin_url('admin-ajax.php?action=rest-nonce'), answered for signed-in users). Absent: no renewal.
   */
  nonceRenewalUrl?: string;
  /** Issue 15: the host answers get-stats (campaign, team, fundraiser), so landing pages keep their totals fresh. */
  statsRead?: boolean;
  /**
   * The extensions the host implements (docs/fundraising-tools.md): 'fundraiser-tools' (visitor app),
   * 'csv-export' (admin app). Absent or empty: none.
   */
  features?: string[];
}
