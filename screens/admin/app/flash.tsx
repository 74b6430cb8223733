import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

export type AdminFlashTone = 'success' | 'error' | 'warning' | 'info';

export interface AdminFlashLink {
  href: string;
  label: string;
}

export interface AdminFlash {
  tone: AdminFlashTone;
  message: string;
  /** A follow-up link shown after the message ("Edit the copy"). */
  link?: AdminFlashLink | undefined;
  /** Bumped on every showFlash, so the same message shown twice is announced and focused again. */
  id: number;
  /**
   * false: the Notice is announced (an error is an alert) but does not take focus, which stays on the control
   * that was pressed and is still there to press again (a download link). Default true.
   */
  takeFocus?: boolean | undefined;
}

export interface AdminFlashOptions {
  /** See AdminFlash.takeFocus. */
  takeFocus?: boolean;
}

export interface AdminFlashValue {
  flash: AdminFlash | null;
  showFlash(tone: AdminFlashTone, message: string, link?: AdminFlashLink, options?: AdminFlashOptions): void;
  clearFlash(): void;
  /** The flash Notice on show (null when none): where a dialog that reported its outcome hands focus on close. */
  flashElement(): HTMLElement | null;
}

interface HeldFlash extends AdminFlash {
  /** The hash page the flash was first shown on; leaving that page drops it. */
  page?: string | undefined;
}

const AdminFlashContext = createContext<AdminFlashValue | null>(null);
const BindFlashContext = createContext<(page: string) => void>(() => undefined);
const FlashElementContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

/**
 * One message that outlives a navigation: a wizard says "Team created" and goes back to the list, which shows
 * it at the top (AdminPage). It belongs to the first page that shows it and is dropped when the user moves to
 * another page. Held in memory only: a reload drops it, as WordPress's own admin notices do.
 */
export function AdminFlashProvider({
  children,
  initial = null,
}: {
  children?: ReactNode;
  initial?: AdminFlash | null;
}) {
  const [held, setHeld] = useState<HeldFlash | null>(initial);
  const showFlash = useCallback(
    (tone: AdminFlashTone, message: string, link?: AdminFlashLink, options: AdminFlashOptions = {}) => {
      setHeld((previous) => ({ tone, message, link, id: (previous?.id ?? 0) + 1, takeFocus: options.takeFocus }));
    },
    [],
  );
  const clearFlash = useCallback(() => setHeld(null), []);
  const element = useRef<HTMLDivElement | null>(null);
  const flashElement = useCallback(() => element.current, []);
  const bind = useCallback((page: string) => {
    setHeld((current) => {
      if (!current) return current;
      if (current.page === undefined) return { ...current, page };
      return current.page === page ? current : null;
    });
  }, []);
  const flash = useMemo<AdminFlash | null>(
    () =>
      held ? { tone: held.tone, message: held.message, link: held.link, id: held.id, takeFocus: held.takeFocus } : null,
    [held],
  );
  const value = useMemo(
    () => ({ flash, showFlash, clearFlash, flashElement }),
    [flash, showFlash, clearFlash, flashElement],
  );
  return (
    <BindFlashContext.Provider value={bind}>
      <FlashElementContext.Provider value={element}>
        <AdminFlashContext.Provider value={value}>{children}</AdminFlashContext.Provider>
      </FlashElementContext.Provider>
    </BindFlashContext.Provider>
  );
}

export function useAdminFlash(): AdminFlashValue {
  const value = useContext(AdminFlashContext);
  if (!value) throw new Error('useAdminFlash must be used inside AdminFlashProvider (the admin shell provides it).');
  return value;
}

/** The shell's part: ties a new flash to the page showing it and drops it once the user leaves that page. */
export function useFlashFollowsPage(page: string, flashId: number | undefined): void {
  const bind = useContext(BindFlashContext);
  useEffect(() => {
    if (flashId !== undefined) bind(page);
  }, [bind, page, flashId]);
}

/** AdminFlashNotice's part: the ref its Notice sets, so flashElement() finds it. */
export function useFlashElementRef(): RefObject<HTMLDivElement | null> {
  const ref = useContext(FlashElementContext);
  if (!ref) throw new Error('AdminFlashNotice must be used inside AdminFlashProvider.');
  return ref;
}

/**
 * For a dialog whose success is reported in the flash (a delete, a duplicate): `returnFocus` for ConfirmModal
 * sends focus to the flash after `succeeded()` was called (the opener's row may be gone), and back to the opener
 * after Cancel or a failure.
 */
export function useFocusFlashOnSuccess(): { succeeded: () => void; returnFocus: () => HTMLElement | null } {
  const { flashElement } = useAdminFlash();
  const success = useRef(false);
  return useMemo(
    () => ({
      succeeded: () => {
        success.current = true;
      },
      returnFocus: () => {
        const target = success.current ? flashElement() : null;
        success.current = false;
        return target;
      },
    }),
    [flashElement],
  );
}
