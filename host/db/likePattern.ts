/**
 * A SQL LIKE pattern matching `search` anywhere, with LIKE's own wildcards (and the escape character) taken
 * literally: use it with `LIKE ? ESCAPE '\'`, so a search for '50%' finds '50%' and not every name.
 */
export const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
