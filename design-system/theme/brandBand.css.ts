import { style } from '@vanilla-extract/css';
import { brandBand } from './styleFragments';

/** The brand band as a ready class, for a header that needs nothing else from it (stories, small wrappers). */
export const brandBandClass = style(brandBand);
