import { useEffect } from 'react';
import { __, Button, Inline, Notice, TextLink, type NoticeType } from '../../../design-system';
import { useAdminFlash, useFlashElementRef, type AdminFlashTone } from './flash';

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
  const box = useFlashElementRef();
  const id = flash?.id;
  const takeFocus = flash?.takeFocus !== false;
  useEffect(() => {
    // A dialog that reports here hands focus back to this Notice itself when it closes (ConfirmModal returnFocus,
    // useFocusFlashOnSuccess), so focusing once is enough.
    if (id !== undefined && takeFocus) box.current?.focus();
  }, [id, takeFocus, box]);
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
