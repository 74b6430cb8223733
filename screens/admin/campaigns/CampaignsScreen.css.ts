import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

export const title = style({ fontWeight: vars.font.weight.bold });

/** The goal bar keeps a readable width when the table is squeezed. */
export const goal = style({ minInlineSize: '10rem' });
