export const ADDON_ID = 'p2p/campaign-colors';
export const TOOL_ID = `${ADDON_ID}/tool`;

/** Globals the preview decorator reads (see preview.tsx); '' means "use the palette's colour". */
export const PRIMARY_GLOBAL = 'primaryColor';
export const SECONDARY_GLOBAL = 'secondaryColor';
export const PALETTE_GLOBAL = 'palette';
