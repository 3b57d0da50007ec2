/**
 * The privacy notice's version: a consent records the notice the person saw. Change it with the notice
 * (web `privacy-notice` texts) so later consents name the new one. Apart from the zod schemas
 * (schemas/privacy.ts re-exports it): the notice at signup shows it without loading zod.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';
