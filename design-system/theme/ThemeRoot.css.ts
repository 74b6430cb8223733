import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { ROOT_CLASS } from './rootClass';

/*
 * Every selector of the design system is compiled under `.p2p-root.p2p-root.p2p-root` (scripts/scope-styles.ts):
 * a component's one-class rule becomes 0,4,0 and outranks the ordinary rules of a WordPress theme or wp-admin.
 * Rules written here against `.p2p-root` itself keep matching the root: the build repeats the class in place.
 */
const root = `.${ROOT_CLASS}`;

/*
 * The typeface is the page's (issue 26): tokens.json sets the family variables to `inherit`, which on a custom
 * property means "the parent's value", and :root has none, so `font-family: var(…)` is invalid at computed-value
 * time and falls back to inheriting, here and in every component that reads the variable. Inside WordPress the app
 * so takes the theme's typeface and in wp-admin wp-admin's; ThemeRoot's `typeface` sets the variables to a family
 * list when the site asks for one.
 */
globalStyle(root, {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  boxSizing: 'border-box',
  overflowWrap: 'anywhere',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'inherit' });

/*
 * The reset (0,3,0 once scoped: above a theme's `.entry-content a` or wp-admin's
 * `input[type="checkbox"]:checked::before`, below every component rule). `all: revert` rolls each property
 * back to what the browser's own stylesheet gives (or to inheritance), i.e. to what the element looked like
 * with no theme on the page: a heading, paragraph, link, table cell, form control or list keeps the look the
 * design system gives it, and where the design system inherits (form controls take the root's font) it still
 * inherits. `revert` also undoes presentational hints, the CSS that HTML attributes stand for, so it skips
 * the elements that carry one: `hidden` (display: none), legacy attributes in rich text from the host
 * (`align`, `border`, `width`, …), replaced and SVG content (`width`/`height`/`fill`). Those get a short list of
 * the box properties themes set instead (img { max-width: 100%; height: auto } is met by the components sizing
 * their images in CSS).
 */
const KEEPS_HINTS = [
  'svg, svg *, img, picture, video, audio, canvas, iframe, object, embed, math, math *, font',
  '[hidden], [align], [valign], [bgcolor], [background], [border], [width], [height], [color], [nowrap]',
  '[contenteditable], [cellpadding] td, [cellpadding] th',
].join(', ');
globalStyle(`${root} :where(:not(${KEEPS_HINTS}))`, { all: 'revert', boxSizing: 'inherit' });
globalStyle(`${root} :where(*)::before, ${root} :where(*)::after`, { all: 'revert', boxSizing: 'inherit' });
globalStyle(`${root} :where(input, textarea)::placeholder`, { all: 'revert' });
// After the reset, same specificity: browsers give form controls their own font (Chrome: 13.33px system-ui), so
// `revert` alone would leave a bare control off the page's typeface. Components still size their own controls.
globalStyle(`${root} :where(button, input, select, textarea, optgroup)`, { fontFamily: 'inherit' });
// Chrome's 1px default cell padding is a presentational hint of <table> (its default cellpadding), which
// `revert` undoes too: given back here, as Firefox's own stylesheet gives it.
globalStyle(`${root} :where(td, th):where(:not(${KEEPS_HINTS}))`, { padding: '1px' });
globalStyle(`${root} :where(svg, img, picture, video, canvas, iframe)`, {
  maxWidth: 'revert',
  margin: 'revert',
  padding: 'revert',
  border: 'revert',
  borderRadius: 'revert',
  boxShadow: 'revert',
  background: 'revert',
  verticalAlign: 'revert',
  float: 'revert',
  opacity: 'revert',
  filter: 'revert',
});

export const portalHost = style({
  position: 'relative',
  zIndex: vars.zIndex.modal,
});
