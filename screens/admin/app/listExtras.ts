import { useMemo } from 'react';
import { hasFeature } from '../../app/hostConfig';
import { useAdmin } from './AdminContext';
import type { HashListCodec } from './hashList';

/**
 * window.GiveP2P.features on the admin page (docs/fundraising-tools.md): the host takes the list requests the
 * plugin does not (`search` on the three lists, `sort=amount_raised` and `team_id=none` on the fundraisers).
 * Without it the plugin would ignore the search (an unfiltered list that looks like a broken search) or answer
 * 400, so the screens offer none of them.
 */
export const LIST_EXTRAS = 'list-extras';

export function useListExtras(): boolean {
  return hasFeature(useAdmin().config, LIST_EXTRAS);
}

/**
 * The codec itself when the host takes the extras; otherwise one whose state drops them (`plain`), so a hash
 * asking for them is ignored rather than sent, and the next change writes a hash without them.
 */
export function useListCodec<State extends { page: number }>(
  codec: HashListCodec<State>,
  plain: (state: State) => State,
): HashListCodec<State> {
  const extras = useListExtras();
  return useMemo(
    () => (extras ? codec : { ...codec, read: (hash, pageQuery) => plain(codec.read(hash, pageQuery)) }),
    [extras, codec, plain],
  );
}
