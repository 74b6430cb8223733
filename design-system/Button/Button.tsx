import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type Ref } from 'react';
import { button, type ButtonVariants } from './Button.css';

interface CommonProps {
  color?: ButtonVariants['color'] | undefined;
  size?: ButtonVariants['size'] | undefined;
  fullWidth?: boolean | undefined;
}

export type ButtonAsButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
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
  const { type = 'button', ...buttonRest } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return <button ref={ref as Ref<HTMLButtonElement>} type={type} className={classes} {...buttonRest} />;
});

/** The class names, for a router link or any element that should look like a button. */
export { button as buttonClassName };
