import { z } from 'zod';

/** The languages a person can read the product in; English is the default. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** `language` on the account (signup, profile): 'en' or 'hi'; anything else is a 400. */
export const languageField = z.enum(LANGUAGES, { error: "Language must be 'en' or 'hi'" });

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
