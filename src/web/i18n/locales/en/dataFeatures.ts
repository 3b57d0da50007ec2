/**
 * The catalogue's service descriptions, features and not-covered items (the cleaners' checklists too): like `data`
 * (en/data.ts), translated by their English wording, so English needs no entries. A namespace of its own
 * (i18n/feature-texts.ts) so that pages showing no features do not download their translations.
 */
const dataFeatures: Record<string, string> = {};

export default dataFeatures;
