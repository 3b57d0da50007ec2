/** localStorage: the language the visitor chose with the switch ('en' | 'hi'); absent until they choose. */
export const LANGUAGE_KEY = 'language';
