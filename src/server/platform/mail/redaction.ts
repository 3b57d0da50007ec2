/**
 * What staff see of a message that carries a secret: the outbox keeps the real values for
 * the sender, and every admin view renders the message with them replaced. A temporary password, a
 * reset or confirmation link and a one-time code are for their recipient only.
 */
export const HIDDEN = '[hidden]';

/** Template arguments (at any depth) whose value is a secret or a link that works as one. */
const SECRET_ARGUMENTS = new Set([
  'temporaryPassword',
  'password',
  'resetUrl',
  'confirmUrl',
  'undoUrl',
  'verifyUrl',
  'token',
  'code',
  'otp',
]);

/** Text kinds whose every number is a one-time code (the phone check's and the mobile sign-in's). */
const CODE_KINDS = new Set(['phone-verification', 'login-code']);

/** A link's one-time parameters: ?token=…, &code=…, ?otp=… */
const ONE_TIME_PARAMETER = /([?&](?:token|code|otp)=)[^&\s"'<>]+/gi;

export function redactText(text: string): string {
  return text.replace(ONE_TIME_PARAMETER, `$1${HIDDEN}`);
}

/** A stored template call's arguments with every secret replaced; the rest as they were. */
export function redactArguments(args: readonly unknown[]): unknown[] {
  const redact = (value: unknown, key?: string): unknown => {
    if (key !== undefined && SECRET_ARGUMENTS.has(key) && value !== null && value !== undefined)
      return HIDDEN;
    if (typeof value === 'string') return redactText(value);
    if (Array.isArray(value)) return value.map((v) => redact(v));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k)]));
    return value;
  };
  return args.map((a) => redact(a));
}

/**
 * An SMS or WhatsApp body as staff may read it. `sandbox`: no SMS provider is configured outside
 * production, so nothing reaches a phone and the outbox is the only place a code can be read (the demo
 * and the browser journeys verify mobiles that way); with a provider, a code is its recipient's only.
 */
export function redactTextMessage(kind: string, body: string, opts: { sandbox?: boolean } = {}): string {
  const redacted = redactText(body);
  if (opts.sandbox) return redacted;
  if (kind === 'gift-voucher') return redacted.replace(VOUCHER_CODE_IN_TEXT, HIDDEN);
  return CODE_KINDS.has(kind) ? redacted.replace(/\d{4,8}/g, HIDDEN) : redacted;
}

/** A gift voucher's code as its text writes it (ABCD-EFGH-JKMN-PQRS): money for its recipient only. */
const VOUCHER_CODE_IN_TEXT = /\b[2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3}\b/g;
