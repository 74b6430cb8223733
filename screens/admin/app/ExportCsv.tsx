import type { ReactNode } from 'react';
import { __, buttonClassName, RowAction, Spinner, sprintf, VisuallyHidden } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { hasFeature } from '../../app/hostConfig';
import { CSV_EXPORT, type CsvExportType, exportCsvFileName, exportCsvUrl } from '../api/exportCampaignCsv';
import { useAdmin } from './AdminContext';
import { useCsvDownload } from './useCsvDownload';

/** One export: the link's attributes and what it downloads. */
export interface CsvExport {
  href: string;
  download: string;
  campaignId: number;
  type: CsvExportType;
}

/** The export of that campaign's rows, or null when the host does not advertise 'csv-export' (then no link). */
export function useCsvExport(campaignId: number, type: CsvExportType): CsvExport | null {
  const { config } = useAdmin();
  const { client } = useApi();
  if (!hasFeature(config, CSV_EXPORT)) return null;
  return {
    href: exportCsvUrl(client, config.apiNonce, campaignId, type),
    download: exportCsvFileName(campaignId, type),
    campaignId,
    type,
  };
}

/**
 * The props of an export link: a real link (href with the nonce, `download`), so middle-click and "save link as"
 * work, whose plain press the app handles (useCsvDownload); while it runs, aria-busy, a spinner, presses ignored.
 */
function useExportLink({ href, download, campaignId, type }: CsvExport) {
  const { busy, onClick } = useCsvDownload(campaignId, type, download);
  return {
    props: { href, download, onClick, ...(busy ? { 'aria-busy': true, 'aria-disabled': true } : {}) },
    spinner: busy ? <Spinner size="tiny" tone="inherit" label={__('Downloading…')} /> : null,
  };
}

/** What the screen reader hears after "Export CSV": the title row holds one such link per tab. */
const whatIsExported = (type: 'teams' | 'fundraisers'): string =>
  type === 'teams'
    ? /* translators: read after "Export CSV" by screen readers */ __('(all teams of this campaign)')
    : /* translators: read after "Export CSV" by screen readers */ __('(all fundraisers of this campaign)');

function ExportLinkInTitleRow({ csv, type }: { csv: CsvExport; type: 'teams' | 'fundraisers' }) {
  const { props, spinner } = useExportLink(csv);
  return (
    <a {...props} className={buttonClassName({ color: 'outline' })}>
      {/* The visible words start the accessible name in every language; the rest says what is exported. */}
      {__('Export CSV')} <VisuallyHidden>{whatIsExported(type)}</VisuallyHidden>
      {spinner}
    </a>
  );
}

/**
 * "Export CSV" in the title row of the campaign's teams or fundraisers tab, styled as an outline button. Every row
 * of the campaign, whatever the filter shows.
 */
export function ExportCsvLink({ type }: { type: 'teams' | 'fundraisers' }): ReactNode {
  const { campaign } = useAdmin();
  const csv = useCsvExport(campaign?.campaign_id ?? 0, type);
  if (!campaign || !csv) return null;
  return <ExportLinkInTitleRow csv={csv} type={type} />;
}

/**
 * "Export donations" among a campaign's row actions on the campaign list. The row calls useCsvExport itself and
 * renders this only with an export: RowActions gives every child element a list item, even one that renders nothing.
 */
export function ExportDonationsAction({ link, title }: { link: CsvExport; title: string }) {
  const { props, spinner } = useExportLink(link);
  return (
    <RowAction
      {...props}
      aria-label={sprintf(
        /* translators: %s: campaign title. A link that downloads a CSV file */ __('Export donations of “%s” (CSV)'),
        title,
      )}
    >
      {__('Export donations')}
      {spinner}
    </RowAction>
  );
}
