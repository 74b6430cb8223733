// Types for scripts/wp-plugin.mjs (imported by tests/wordpress/site.ts).
export function assemblePlugin(target?: string): string;
