import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, demo } from './consoles';

/** A valid Indian mobile no other journey uses (a verified number belongs to one account). */
export const uniqueMobile = () => `98${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;

/**
 * The code last texted to this mobile, as an admin reads it in the outbox (without MSG91 keys the
 * sandbox keeps SMS there).
 */
export async function lastCodeFor(
  request: APIRequestContext,
  phone: string,
  kind: 'phone-verification' | 'login-code' = 'phone-verification',
): Promise<string> {
  const { token } = await apiLogin(request, demo.admin.email, demo.admin.password);
  const res = await request.get('/api/admin/messages?channel=sms&size=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const items = (await res.json()).data.items as { kind: string; to: string; summary: string }[];
  const text = items.find((m) => m.kind === kind && m.to.endsWith(phone.slice(-10)));
  const code = /^(\d{6}) /.exec(text?.summary ?? '')?.[1];
  expect(code, `a code texted to ${phone}`).toBeTruthy();
  return code!;
}

/** Proves the account's mobile over the API, as the banner's dialog does: texts go to it from then on. */
export async function verifyMobile(request: APIRequestContext, token: string, phone: string) {
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/users/phone/send-code', { headers })).status()).toBe(200);
  const code = await lastCodeFor(request, phone);
  expect((await request.post('/api/users/phone/verify', { headers, data: { code } })).status()).toBe(200);
}
