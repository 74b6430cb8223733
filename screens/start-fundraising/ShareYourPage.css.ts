import { style } from '@vanilla-extract/css';

/** As wide as the share row needs, not the page: the buttons stay a compact group under the headline. */
export const share = style({ maxWidth: '26rem' });
