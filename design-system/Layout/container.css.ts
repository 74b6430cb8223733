import { createContainer } from '@vanilla-extract/css';
import { tokens } from '../theme/tokens';

/**
 * The page frame is a size container: page layouts ask how wide the frame is, not how wide the window is,
 * because a WordPress theme may hold the app in a 720 px content column on a 1920 px screen.
 */
export const pageContainer = createContainer('p2p-page');

/** Container-query conditions on the page frame's content width, for `'@container'` blocks. */
export const pageQuery = {
  /** Room for two columns of cards. */
  medium: `${pageContainer} (min-width: ${tokens.container.medium})`,
  /** Room for a main column beside an aside, or three columns of cards. */
  wide: `${pageContainer} (min-width: ${tokens.container.wide})`,
} as const;
