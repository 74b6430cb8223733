import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { button, type ButtonVariants } from './Button.css';

interface CommonProps {
  color?: ButtonVariants['color'] | undefined;
  size?: ButtonVariants['size'] | undefined;
  fullWidth?: boolean | undefined;
}

export type ButtonAsButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    href?: undefined;
    /**
     * The action it started is running: the button looks disabled and ignores presses (a submit button does not
     * submit) but stays focusable, so focus stays where the user pressed instead of falling to the page or the
     * dialog when the browser drops focus from a disabled element.
     */
    busy?: boolean | undefined;
  };
export type ButtonAsLinkProps = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** A button, or a link styled as one when given an `href`. Spreads the rest of its props onto that element. */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const { color, size, fullWidth, className, ...rest } = props;
  const classes = [button({ color, size, fullWidth }), className].filter(Boolean).join(' ');
  if (rest.href !== undefined) {
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        className={classes}
        {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
      />
    );
  }
  const { type = 'button', busy = false, onClick, ...buttonRest } = rest as ButtonAsButtonProps;
  const busyProps = busy ? { 'aria-busy': true, 'aria-disabled': true } : {};
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Also keeps a type=submit button (clicked, or Enter in a field) from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      className={classes}
      {...buttonRest}
      {...busyProps}
      onClick={click}
    />
  );
});

/** The class names, for a router link or any element that should look like a button. */
export { button as buttonClassName };
