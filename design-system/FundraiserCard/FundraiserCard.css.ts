import { style, type StyleRule } from '@vanilla-extract/css';
import { pageContainer } from '../Layout/container.css';
import { vars } from '../theme/contract.css';
import { cardCoveringLink, cardSurface } from '../theme/styleFragments';
import { tokens } from '../theme/tokens';

/** layout="row": always a row. */
export const row = style({});
/**
 * layout="auto": a row until the page frame has room for three columns of cards. The page frame, not the window
 * (a theme's 720 px column on a wide screen keeps rows); outside a page frame the query never holds: a card.
 */
export const auto = style({});
const autoRowQuery = `${pageContainer} not (min-width: ${tokens.container.wide})`;

type Rule = Omit<StyleRule, 'selectors' | '@container' | '@media'>;

/** `rule` on an element of a row: always under `row`, under `auto` while the page frame is narrow. */
function inRow(rule: Rule): StyleRule {
  return {
    selectors: { [`${row} &`]: rule },
    '@container': { [autoRowQuery]: { selectors: { [`${auto} &`]: rule } } },
  };
}

const rowCard: Rule = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"avatar name badge" "avatar amounts amounts" "avatar bar bar"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  alignContent: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
};

export const card = style({
  // The stretched link's overlay is positioned against the card.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  ...cardSurface,
  fontFamily: vars.font.family.body,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    [`${row}&`]: rowCard,
  },
  '@container': { [autoRowQuery]: { selectors: { [`${auto}&`]: rowCard } } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const header = style([
  {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  },
  // Its picture and badge become cells of the row's grid.
  inRow({ display: 'contents' }),
]);

export const avatar = style(inRow({ gridArea: 'avatar', width: '3rem', height: '3rem' }));

export const badge = style(inRow({ gridArea: 'badge', alignSelf: 'start' }));

export const name = style([
  {
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  inRow({ gridArea: 'name', fontSize: vars.font.size.md }),
]);

export const amounts = style([
  {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.md,
    margin: 0,
  },
  // '$4,200  Goal $2,500': the amount raised leads, the goal in small text after it.
  inRow({
    gridArea: 'amounts',
    justifyContent: 'flex-start',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.space.sm,
    rowGap: 0,
  }),
]);

export const amountItem = style([
  {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space.xxs,
    selectors: { '&:last-child': { textAlign: 'end' } },
  },
  inRow({ flexDirection: 'row', alignItems: 'baseline', textAlign: 'start' }),
]);

export const amountLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** Off screen in a row, still read by screen readers (VisuallyHidden's clip pattern). */
const hiddenInRow: Rule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** The 'Raised' label: a row says it by the amount's weight; screen readers still hear it. */
export const raisedLabel = style(inRow(hiddenInRow));

export const amountValue = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const goalValue = style(
  inRow({ fontWeight: vars.font.weight.regular, color: vars.color.textMuted, fontSize: vars.font.size.sm }),
);

export const bar = style(inRow({ height: vars.space.xs }));

/** The bar, alone or with its reached marker. */
export const barCell = style(inRow({ gridArea: 'bar' }));

export const link = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    marginTop: 'auto',
    minHeight: vars.size.controlSmall,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.campaign.primary,
    color: vars.campaign.primaryForeground,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.sm,
    textAlign: 'center',
    textDecoration: 'none',
    // The link covers the whole card, so a click anywhere opens the profile with one tab stop.
    selectors: cardCoveringLink('&:hover'),
  },
  // A row is the link: no button, the overlay alone (its name still 'View Team <name>').
  inRow({
    position: 'absolute',
    inset: 0,
    minHeight: 0,
    padding: 0,
    margin: 0,
    borderRadius: vars.radius.lg,
    background: 'none',
    // Its hidden text still has a colour that contrast checks read: the row's own, not white on the card.
    color: 'inherit',
  }),
]);

/** 'View Team' is part of the link's name; a row does not show it. */
export const linkText = style(inRow(hiddenInRow));
