import { __, buttonClassName, RowAction, sprintf, VisuallyHidden } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { hasFeature } from '../../app/hostConfig';
import { CSV_EXPORT, type CsvExportType, exportCsvFileName, exportCsvUrl } from '../api/exportCampaignCsv';
import { useAdmin } from './AdminContext';

/** The download link's attributes, or null when the host does not advertise 'csv-export' (then no link at all). */
export function useCsvExport(campaignId: number, type: CsvExportType): { href: string; download: string } | null {
  const { config } = useAdmin();
  const { client } = useApi();
  if (!hasFeature(config, CSV_EXPORT)) return null;
  return {
    href: exportCsvUrl(client, config.apiNonce, campaignId, type),
    download: exportCsvFileName(campaignId, type),
  };
}

/** What the screen reader hears after "Export CSV": the title row holds one such link per tab. */
const whatIsExported = (type: 'teams' | 'fundraisers'): string =>
  type === 'teams'
    ? /* translators: read after "Export CSV" by screen readers */ __('(all teams of this campaign)')
    : /* translators: read after "Export CSV" by screen readers */ __('(all fundraisers of this campaign)');

/**
 * "Export CSV" in the title row of the campaign's teams or fundraisers tab: a plain download link (the browser
 * saves what the host sends), styled as an outline button. Every row of the campaign, whatever the filter shows.
 */
export function ExportCsvLink({ type }: { type: 'teams' | 'fundraisers' }) {
  const { campaign } = useAdmin();
  const link = useCsvExport(campaign?.campaign_id ?? 0, type);
  if (!campaign || !link) return null;
  return (
    <a {...link} className={buttonClassName({ color: 'outline' })}>
      {/* The visible words start the accessible name in every language; the rest says what is exported. */}
      {__('Export CSV')} <VisuallyHidden>{whatIsExported(type)}</VisuallyHidden>
    </a>
  );
}

/**
 * "Export donations" among a campaign's row actions on the campaign list. The row calls useCsvExport itself and
 * renders this only with a link: RowActions gives every child element a list item, even one that renders nothing.
 */
export function ExportDonationsAction({ link, title }: { link: { href: string; download: string }; title: string }) {
  return (
    <RowAction
      {...link}
      aria-label={sprintf(
        /* translators: %s: campaign title. A link that downloads a CSV file */ __('Export donations of “%s” (CSV)'),
        title,
      )}
    >
      {__('Export donations')}
    </RowAction>
  );
}
