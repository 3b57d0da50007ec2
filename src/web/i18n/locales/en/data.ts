/**
 * Texts of the server's data are their own English keys (server-text.ts): English needs no entries.
 * Other languages map the seed's English wording to theirs (scripts/i18n-data.test.ts checks that every
 * text of the seed catalogue and the default company settings has one).
 */
const data: Record<string, string> = {};

export default data;
