import { createContext, useContext } from 'react';

/**
 * The admin page URL's own query (`admin.php?page=p2p-edit-campaign&id=3&tab=teams&status=pending`), outside
 * the hash: the campaign list's links pass initial filters this way (`status`, `team`, `show=pending`). Read
 * from the browser's address unless a story or test provides one.
 */
const PageQueryContext = createContext<URLSearchParams | null>(null);

export const AdminPageQueryProvider = PageQueryContext.Provider;

export function useAdminPageQuery(): URLSearchParams {
  const provided = useContext(PageQueryContext);
  return provided ?? new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}
