import { z } from 'zod';
import { text } from './fields';

/**
 * Passkeys (WebAuthn; issue 33 part 3, docs/decisions/042-passkeys.md): a passkey signs its account in on its
 * own and is a staff account's second factor. The server's answers; the web shows them in Hindi through the
 * messages catalogue.
 */
export const passkeyTexts = {
  added: 'Passkey added.',
  removed: 'Passkey removed.',
  checkFailed: 'That passkey could not be checked. Please try again.',
  unknown: 'This passkey is not registered with Chamak. Sign in another way, then add it in your profile.',
  expired: 'This passkey request has expired. Please try again.',
  tooMany: 'An account can have at most 10 passkeys. Remove one first.',
  notFound: 'Passkey not found',
  nameFormat: 'Name the passkey in 1 to 60 characters',
} as const;

/** The most passkeys one account may have. */
export const PASSKEYS_PER_ACCOUNT = 10;

/** A base64url field of the browser's answer: bounded, so a 50,000-character value is refused, not parsed. */
const b64url = (max: number) =>
  z
    .string()
    .max(max, passkeyTexts.checkFailed)
    .regex(/^[\w-]*={0,2}$/, passkeyTexts.checkFailed);

const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(7)
  .optional();

/** The browser's answer to a registration (RegistrationResponseJSON); unknown fields are dropped. */
export const registrationResponseSchema = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(16000),
    transports,
  }),
  clientExtensionResults: z.object({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** The browser's answer to a sign-in (AuthenticationResponseJSON); unknown fields are dropped. */
export const authenticationResponseSchema = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(1000),
    userHandle: b64url(200).optional(),
  }),
  clientExtensionResults: z.object({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

const challengeId = z.string().uuid(passkeyTexts.expired);

/** POST /api/auth/passkeys/registration */
export const finishRegistrationInputSchema = z.strictObject({
  challengeId,
  response: registrationResponseSchema,
  name: text().min(1, passkeyTexts.nameFormat).max(60, passkeyTexts.nameFormat).optional(),
});
export type FinishRegistrationInput = z.infer<typeof finishRegistrationInputSchema>;

/** POST /api/auth/passkeys/sign-in */
export const passkeySignInInputSchema = z.strictObject({
  challengeId,
  response: authenticationResponseSchema,
});
export type PasskeySignInInput = z.infer<typeof passkeySignInInputSchema>;

/**
 * A ceremony's options for the browser (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON, as
 * @simplewebauthn/server makes them; passed to @simplewebauthn/browser unchanged) and the id of its challenge.
 */
export const passkeyOptionsSchema = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** One passkey as its owner sees it in the profile. */
export const passkeyDtoSchema = z.object({
  id: z.string(),
  /** The owner's name for it, or '' (the web then names it by kind). */
  name: z.string(),
  /** Synced between the owner's devices (a cloud keychain), or kept on one device. */
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyDto = z.infer<typeof passkeyDtoSchema>;
