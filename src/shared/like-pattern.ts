/**
 * A user's search text as a LIKE/ILIKE pattern that matches it anywhere, every character taken
 * literally. PostgreSQL's default escape character is the backslash, so it is escaped first; a
 * backslash left live would turn the next character (or the closing `%`) into a literal.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
