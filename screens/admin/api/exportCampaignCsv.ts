import type { ApiClient } from '../../api/client';

/*
 * GET export-campaign-csv (docs/fundraising-tools.md, "Admin call"): a download link whose plain press the app
 * handles (ApiClient.download: nonce in the X-WP-Nonce header, renewed when expired). The link's href still carries
 * the page's nonce as `_wpnonce` (a link cannot send a header), for middle-click and "save link as".
 */

export const EXPORT_CAMPAIGN_CSV = 'export-campaign-csv';

/** window.GiveP2P.features on the admin page: the host answers export-campaign-csv. */
export const CSV_EXPORT = 'csv-export';

export const CSV_EXPORT_TYPES = ['teams', 'fundraisers', 'donations'] as const;
export type CsvExportType = (typeof CSV_EXPORT_TYPES)[number];

/** The link's address under the API root (pretty or plain permalinks alike, as every call), nonce included. */
export function exportCsvUrl(
  client: Pick<ApiClient, 'url'>,
  nonce: string,
  campaignId: number,
  type: CsvExportType,
): string {
  return client.url(EXPORT_CAMPAIGN_CSV, { campaignId, type, _wpnonce: nonce });
}

/** The file name the host sends (Content-Disposition), also given to the link's `download`. */
export const exportCsvFileName = (campaignId: number, type: CsvExportType): string =>
  `campaign-${campaignId}-${type}.csv`;
