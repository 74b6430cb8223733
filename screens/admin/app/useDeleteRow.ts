import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '../../api/errors';
import { useAdminFlash } from './flash';

/** The read of what deleting a row does (get-delete-team-strategy…), as SWR answers it. */
interface StrategyRead<Strategy> {
  data?: Strategy | undefined;
  error?: { message: string } | undefined;
  mutate: () => Promise<unknown>;
}

export interface DeleteRowOptions<Row, Strategy, Choice> {
  /** The row whose dialog is open; null when it is closed. */
  row: Row | null;
  id: (row: Row) => number;
  read: StrategyRead<Strategy>;
  /** The choice a dialog opened for another row starts from. */
  blank: Choice;
  /**
   * Reads the choice against the strategy: why it cannot be sent yet (a message for the dialog), or the delete to
   * send, which answers the success message for the flash.
   */
  prepare: (row: Row, strategy: Strategy, choice: Choice) => string | (() => Promise<string>);
  /** Shown when the failure carries no server message. */
  failure: () => string;
  /** Every cached page of the list the row leaves. */
  isListKey: (key: unknown) => boolean;
  onDeleted: (row: Row) => void;
  /** The flash takes the focus (useFocusFlashOnSuccess): the row that opened the dialog is gone. */
  succeeded: () => void;
}

/**
 * The delete dialogs of the teams and fundraisers lists: the choice (blank again for another row, reset while
 * rendering, no effect), the delete with its flash and list refresh, and a failure shown in the dialog that keeps
 * the choice and asks the server for the strategy again (a 422 says the choice no longer fits).
 */
export function useDeleteRow<Row, Strategy, Choice>({
  row,
  id,
  read,
  blank,
  prepare,
  failure,
  isListKey,
  onDeleted,
  succeeded,
}: DeleteRowOptions<Row, Strategy, Choice>) {
  const { mutate } = useSWRConfig();
  const { showFlash } = useAdminFlash();
  const [choice, setChoice] = useState<Choice>(blank);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [openFor, setOpenFor] = useState<number | null>(null);

  const rowId = row ? id(row) : null;
  if (openFor !== rowId) {
    setOpenFor(rowId);
    setChoice(blank);
    setError(null);
    setBusy(false);
  }

  const strategy = read.data;
  const onConfirm = async () => {
    if (!row || !strategy) return;
    const send = prepare(row, strategy, choice);
    if (typeof send === 'string') {
      setError(send);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      showFlash('success', await send());
      succeeded();
      onDeleted(row);
      void mutate(isListKey);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : failure());
      void read.mutate();
    } finally {
      setBusy(false);
    }
  };

  const loadError = read.error?.message ?? null;
  return { strategy, choice, setChoice, busy, loadError, error: error ?? loadError, onConfirm };
}
