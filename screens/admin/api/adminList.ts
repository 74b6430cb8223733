import * as v from 'valibot';
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import { numeric } from '../../api/lenient';

/** Sort direction on the wire; the server accepts any case and answers 400 for anything else. */
export type ListDirection = 'asc' | 'desc';

/** What every admin list sends; `sort` and `status` are whitelisted per call on the server. */
export interface ListParams<Sort extends string, Status extends string> {
  page: number;
  perPage: number;
  sort: Sort | '';
  direction: ListDirection;
  status: Status | 'all';
  search: string;
}

/** The query of a list read: empty values are left out so the server applies its defaults. */
export function listQuery<Sort extends string, Status extends string>(
  params: ListParams<Sort, Status>,
): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, per_page: params.perPage };
  if (params.sort) {
    query.sort = params.sort;
    query.direction = params.direction;
  }
  if (params.status !== 'all') query.status = params.status;
  if (params.search.trim()) query.search = params.search.trim();
  return query;
}

/** `{status, data, total, pages, statuses}`: one page of rows, the match count and the status filter's labels. */
export function adminListEnvelope<TRow extends v.GenericSchema>(row: TRow) {
  return v.looseObject({
    data: v.array(row),
    total: numeric,
    pages: numeric,
    statuses: v.optional(v.record(v.string(), v.string()), {}),
  });
}

export interface AdminListPage<Row> {
  rows: Row[];
  total: number;
  pages: number;
  /** Status value → label, in the server's order. */
  statuses: ReadonlyArray<{ value: string; label: string }>;
}

export function toListPage<Row>(response: {
  data: Row[];
  total: number;
  pages: number;
  statuses: Record<string, string>;
}): AdminListPage<Row> {
  return {
    rows: response.data,
    total: response.total,
    pages: response.pages,
    statuses: Object.entries(response.statuses).map(([value, label]) => ({ value, label })),
  };
}

/** What an approval write may set: approve, or deny (pending is the server's starting state only). */
export type ApprovalStatus = 'active' | 'denied';

/** An approval's answer: `{message}` (section 7.8); the reference host adds `updated`. */
export const approvalResultSchema = v.looseObject({ message: v.optional(v.string()) });

/**
 * Section 7.8 takes one id per call (`{team_id, status}`): a bulk action sends one call per row, one after the
 * other. A 400 `update_failed` means the row already had that status, which is not a failure here. Answers the
 * ids whose status changed; the first other failure is thrown after the rows before it were sent.
 */
export async function updateApprovals(
  client: ApiClient,
  call: string,
  idField: 'team_id' | 'fundraiser_id',
  ids: readonly number[],
  status: ApprovalStatus,
): Promise<number[]> {
  const updated: number[] = [];
  for (const id of ids) {
    try {
      await client.request(call, {
        method: 'POST',
        body: { [idField]: String(id), status },
        schema: approvalResultSchema,
      });
      updated.push(id);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.code === 'update_failed') continue;
      throw error;
    }
  }
  return updated;
}
