/** A LIKE / ILIKE pattern matching `text` anywhere, its wildcards (and backslash) taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
