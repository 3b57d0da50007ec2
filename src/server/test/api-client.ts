import { demoAccounts } from '../db/seed/catalogue-data';

/** The seed's demo accounts by role (their passwords are the seed's). */
export const demo = {
  client: demoAccounts.find((a) => a.role === 'client')!,
  admin: demoAccounts.find((a) => a.role === 'admin')!,
  cleaner: demoAccounts.find((a) => a.role === 'cleaner')!,
};

let uniqueCounter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${process.pid}.${++uniqueCounter}@example.com`;

/**
 * The API over HTTP at a base URL, as tests call it: an app in the test's process (test-app.ts) or a
 * server process of its own (faults/, the previous release's server included).
 */
export interface ApiClient {
  baseUrl: string;
  /** fetch against the app; JSON bodies are encoded, responses decoded. */
  request<T = any>(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  login(who: 'client' | 'cleaner' | 'admin' | { email: string; password: string }): Promise<string>;
  /** A new client account with a token. */
  signup(
    overrides?: Partial<{ name: string; email: string; phone: string; password: string }>,
  ): Promise<{ token: string; user: any; email: string; password: string }>;
  /** The customer chooses to pay after the service: the hold ends, the booking is confirmed and assignable. */
  payAfterService(token: string, bookingId: string): Promise<void>;
}

export function apiClient(baseUrl: string): ApiClient {
  const request: ApiClient['request'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let payload: string | undefined = o.rawBody;
    if (o.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(o.body);
    }
    const res = await fetch(baseUrl + path, { method, headers, body: payload });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body, headers: res.headers };
  };

  const login: ApiClient['login'] = async (who) => {
    const creds = typeof who === 'string' ? demo[who] : who;
    const res = await request('POST', '/api/auth/login', {
      body: { email: creds.email, password: creds.password },
    });
    if (res.status !== 200)
      throw new Error(`login failed for ${creds.email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  };

  const signup: ApiClient['signup'] = async (overrides = {}) => {
    const account = {
      name: 'Test Customer',
      email: uniqueEmail(),
      phone: '9876543210',
      password: 'Sitar-Lamp-123',
      ...overrides,
    };
    const res = await request('POST', '/api/auth/register', { body: account });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
    return {
      token: res.body.token,
      user: res.body.data.user,
      email: account.email,
      password: account.password,
    };
  };

  const payAfterService: ApiClient['payAfterService'] = async (token, bookingId) => {
    const res = await request('POST', '/api/bookings/complete-payment', {
      token,
      body: { bookingId, paymentMethod: 'pay_after_service' },
    });
    if (res.status !== 200)
      throw new Error(`pay after service failed: ${res.status} ${JSON.stringify(res.body)}`);
  };

  return { baseUrl, request, login, signup, payAfterService };
}
