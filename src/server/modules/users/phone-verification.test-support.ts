import { and, desc, eq } from 'drizzle-orm';
import { outboxTexts } from '../../db/schema/index';
import type { TestApp } from '../../test/test-app';

/** The last code texted to this mobile (ten digits), read from the outbox as the sandbox keeps it. */
export async function lastPhoneCode(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.database.db
    .select({ variables: outboxTexts.variables })
    .from(outboxTexts)
    .where(and(eq(outboxTexts.kind, 'phone-verification'), eq(outboxTexts.to, `91${phone.slice(-10)}`)))
    .orderBy(desc(outboxTexts.createdAt))
    .limit(1);
  const code = row?.variables.find((v) => v.name === 'code')?.value;
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

/** Proves the account's profile phone as its owner would: a code by SMS, then the code back. */
export async function verifyPhone(t: TestApp, token: string): Promise<void> {
  const sent = await t.request('POST', '/api/users/phone/send-code', { token });
  if (sent.status !== 200) throw new Error(`send-code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const profile = await t.request('GET', '/api/users/phone', { token });
  const code = await lastPhoneCode(t, profile.body.data.phone.replace(/\D/g, ''));
  const res = await t.request('POST', '/api/users/phone/verify', { token, body: { code } });
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${JSON.stringify(res.body)}`);
}
