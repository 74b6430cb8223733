/**
 * What each entry file does, and all it does: load its app's chunk. WordPress prints an entry with a version query
 * (`p2p.js?ver=0.1.0`) while chunks import each other by bare relative URLs, so a chunk that imported anything from
 * an entry would fetch and run the entry a second time (a second React, contexts that do not match). Keeping the
 * entries free of shared code means no chunk ever imports one (scripts/bench/entryImports.mjs checks the build).
 *
 * Should the chunk fail to load (a deploy that removed it, a dropped connection), the mount element says so in
 * plain DOM, translated by WordPress's `wp.i18n` when the page has it.
 */
export function bootstrap(load: () => Promise<unknown>, mountId: string, message: string): void {
  load().catch((error: unknown) => {
    console.error(error);
    const box = document.createElement('p');
    box.setAttribute('role', 'alert');
    box.textContent = message;
    (document.getElementById(mountId) ?? document.body).replaceChildren(box);
  });
}

/** WordPress's translation of `text`, read at call time (the entries import nothing else). */
export const __ = (text: string): string => window.wp?.i18n?.__?.(text, 'give-peer-to-peer') ?? text;
