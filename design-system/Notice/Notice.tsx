import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { withClassName } from '../classNames';
import { defaultNoticeText, noticeRole, noticeTone, type NoticeType } from './model';
import { body, icon as iconClass, notice, title as titleClass } from './Notice.css';
import { NoticeIcon } from './NoticeIcon';

export type { NoticeType };

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Decides colour, icon and urgency: error, failed and http are alerts, the rest polite statuses. */
  type: NoticeType;
  /** A bold line above the text. */
  title?: ReactNode | undefined;
  /** Shows the type's icon before the text (default true). */
  icon?: boolean | undefined;
  /** The message; without it the notice says its type name ('Warning'). */
  children?: ReactNode | undefined;
}

/** A message about the page or a form: campaign inactive, save succeeded, a load failed. */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { type, title, icon = true, children, className, ...rest },
  ref,
) {
  const tone = noticeTone(type);
  const classes = withClassName(notice({ tone }), className);
  const hasText = children !== undefined && children !== null && children !== false && children !== '';
  return (
    <div ref={ref} role={noticeRole(type)} data-type={type} className={classes} {...rest}>
      {icon ? <NoticeIcon tone={tone} className={iconClass({ tone })} /> : null}
      <div className={body}>
        {title ? <p className={titleClass}>{title}</p> : null}
        {hasText ? children : <span>{defaultNoticeText(type)}</span>}
      </div>
    </div>
  );
});
