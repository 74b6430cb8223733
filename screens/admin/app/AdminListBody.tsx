import type { ReactNode } from 'react';
import {
  __,
  BulkActionBar,
  Button,
  FailurePanel,
  ltr,
  Pagination,
  Table,
  type TableColumn,
  type TableSelection,
  Text,
} from '../../../design-system';
import type { AdminList } from './useAdminList';
import { useAdminCount } from './useAdminCount';

/** The words of one list (its strings stay in its screen, where the translators' notes name the rows). */
export interface AdminListTexts {
  /** The table's caption (hidden: the tab's heading names it). */
  caption: string;
  /** The hint under the error when no page could be loaded. */
  loadFailed: string;
  /** "12 teams": `count` is the match count formatted for the site, isolated for right-to-left text. */
  count: (total: number, count: string) => string;
  /** The pagination above the table and the one below it. */
  pages: string;
  pagesEnd: string;
  /** An empty list: its title (naming the search when there is one)… */
  emptyTitle: string;
  /** …after a filter or search, with a button back to every row… */
  emptyFiltered: string;
  showAll: string;
  /** …or with nothing at all, offering to create the first row. */
  emptyHint: string;
}

interface AdminListBodyProps<Row extends object> {
  list: AdminList<Row>;
  texts: AdminListTexts;
  /** What shows while the first page loads. */
  loading: ReactNode;
  columns: TableColumn<Row>[];
  selection: Pick<TableSelection<Row>, 'isSelectable' | 'selectAllLabel'>;
  /** A filter or search narrows the list (the empty list then offers to show every row). */
  filtered: boolean;
  /** The create button the empty list offers. */
  create: ReactNode;
}

/**
 * The body of the teams and fundraisers tabs: the read's failure or loading state, then the match count, the
 * pagination above and below, the bulk Approve / Deny bar and the table with its selection and empty state. A
 * failed read over a page already shown keeps the page, with the error above it.
 */
export function AdminListBody<Row extends object>({
  list,
  texts,
  loading,
  columns,
  selection,
  filtered,
  create,
}: AdminListBodyProps<Row>) {
  const formatCount = useAdminCount();
  const { read, page, busy } = list;
  const reload = () => void read.mutate();
  if (read.error && !page) {
    return (
      <FailurePanel
        message={read.error.message}
        hint={texts.loadFailed}
        reloadLabel={__('Try again')}
        onReload={reload}
      />
    );
  }
  if (!page) return loading;

  const pagination = (label: string) => (
    <Pagination
      page={list.pageNumber}
      totalPages={page.pages}
      loading={list.stale}
      label={label}
      onPageChange={list.goToPage}
    />
  );
  return (
    <>
      {read.error ? (
        <FailurePanel message={read.error.message} reloadLabel={__('Try again')} onReload={reload} />
      ) : null}
      <Text aria-live="polite">{texts.count(page.total, ltr(formatCount(page.total)))}</Text>
      {pagination(texts.pages)}
      <BulkActionBar count={list.selected.size} onClear={() => list.setSelected(new Set())}>
        <Button size="small" disabled={busy.size > 0} onClick={() => void list.bulk('active')}>
          {__('Approve selected')}
        </Button>
        <Button size="small" color="outline" disabled={busy.size > 0} onClick={() => void list.bulk('denied')}>
          {__('Deny selected')}
        </Button>
      </BulkActionBar>
      <Table
        caption={texts.caption}
        hideCaption
        columns={columns}
        data={list.rows}
        getRowKey={(row) => list.approvable(row).id}
        {...list.tableState}
        selection={{
          selected: list.selected,
          onChange: list.setSelected,
          rowLabel: (row) => list.approvable(row).name,
          ...selection,
        }}
        blankSlate={{
          title: texts.emptyTitle,
          ...(filtered
            ? {
                description: texts.emptyFiltered,
                action: (
                  <Button color="outline" onClick={list.reset}>
                    {texts.showAll}
                  </Button>
                ),
              }
            : { description: texts.emptyHint, action: create }),
        }}
      />
      {pagination(texts.pagesEnd)}
    </>
  );
}
