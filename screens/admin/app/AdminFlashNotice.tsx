import { useEffect, useRef } from 'react';
import { __, Button, Inline, Notice, TextLink, type NoticeType } from '../../../design-system';
import { useAdminFlash, type AdminFlashTone } from './flash';

const NOTICE_TYPE: Record<AdminFlashTone, NoticeType> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
};

/**
 * The flash message at the top of an admin screen. It takes focus when it appears, so a keyboard or screen
 * reader user who just confirmed a modal or finished a wizard lands on the outcome, not at the top of the page.
 */
export function AdminFlashNotice() {
  const { flash, clearFlash } = useAdminFlash();
  const box = useRef<HTMLDivElement>(null);
  const id = flash?.id;
  useEffect(() => {
    if (id === undefined) return undefined;
    box.current?.focus();
    // A dialog closed in the same update unmounts one render later (Radix Presence) and then hands focus back to
    // its opener in a zero-delay timer (Radix FocusScope). Focusing again two timer turns later keeps the user on
    // the outcome rather than on the row button that opened the dialog.
    let inner: ReturnType<typeof setTimeout> | undefined;
    const outer = setTimeout(() => {
      inner = setTimeout(() => box.current?.focus(), 0);
    }, 0);
    return () => {
      clearTimeout(outer);
      clearTimeout(inner);
    };
  }, [id]);
  if (!flash) return null;
  return (
    <Notice ref={box} tabIndex={-1} type={NOTICE_TYPE[flash.tone]} data-testid="admin-flash" data-admin-flash="">
      <Inline gap="md" justify="between">
        <span>
          {flash.message}
          {flash.link ? (
            <>
              {' '}
              <TextLink href={flash.link.href}>{flash.link.label}</TextLink>
            </>
          ) : null}
        </span>
        <Button color="outline" size="small" onClick={clearFlash}>
          {__('Dismiss')}
        </Button>
      </Inline>
    </Notice>
  );
}
