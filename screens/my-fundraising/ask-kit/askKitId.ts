/** The ask kit heading's id: the checklist's "ask" links move focus there. */
export const ASK_KIT_ID = 'ask-kit';
