/**
 * ThemeRoot's stable class. Every rule of the design system's `.css.ts` files is compiled to sit under it, the
 * class repeated for specificity (`.p2p-root.p2p-root.p2p-root .x`): scripts/scope-styles.ts, the build step that
 * does it, reads this name. See design-system/README.md, "Inside a WordPress theme".
 */
export const ROOT_CLASS = 'p2p-root';
