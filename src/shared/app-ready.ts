/**
 * Dispatched on document by the web app once it has hydrated (or rendered) the page, so its handlers are
 * live: the prerendered pages' loader (page-loader.ts) then sends again a form sent before that. A module of
 * its own so that the app does not bundle the loader's source with it.
 */
export const APP_READY_EVENT = 'chamak:ready';
