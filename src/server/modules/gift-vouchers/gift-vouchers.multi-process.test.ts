import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestJson as request, type ServerProcess } from '../../test/server-process';
import { startTwoServers, type TwoServers } from '../../test/two-servers';
import { uniqueEmail } from '../../test/test-app';

/**
 * One gift voucher over two real server processes on one PostgreSQL database: the browser's verify sent to
 * both at once pays it once (one code, one mail); then several customers redeem its code on both processes
 * at the same moment: one redemption, one credit entry, everyone else a 409. PostgreSQL only
 * (vitest.config.ts leaves *.multi-process.test.ts out without TEST_DATABASE_URL).
 */
const REDEEMERS = 4;

async function signup(server: ServerProcess, name: string) {
  const res = await request(server, 'POST', '/api/auth/register', {
    body: { name, email: uniqueEmail('gift'), phone: '9876543210', password: 'Sitar-Lamp-123' },
  });
  expect(res.status).toBe(201);
  return { token: res.body.token as string, id: res.body.data.user._id as string };
}

describe('gift voucher redemption across two server processes', () => {
  let two: TwoServers;
  let sql: pg.Client;
  let servers: TwoServers['servers'];

  beforeAll(async () => {
    ({ servers, sql } = two = await startTwoServers({ DEMO_DATA: 'false', RATE_LIMIT_MULTIPLIER: '100' }));
  }, 180_000);

  afterAll(async () => {
    await two?.stop();
  });

  it(`pays once and redeems once, though ${REDEEMERS} customers try on both processes at once`, async () => {
    const [a, b] = servers;
    const buyer = await signup(a, 'Asha Giver');
    const to = uniqueEmail('recipient');
    const order = await request(a, 'POST', '/api/gift-vouchers', {
      token: buyer.token,
      body: { amountRupees: 2000, recipientName: 'Meera', recipientEmail: to, message: 'For the new flat' },
    });
    expect(order.status).toBe(201);
    const c = (
      await request(b, 'POST', '/api/gift-vouchers/sandbox/checkout', {
        token: buyer.token,
        body: { orderId: order.body.data.orderId, method: 'upi', emitWebhooks: false },
      })
    ).body.data;
    const proof = {
      razorpayOrderId: c.razorpayOrderId,
      razorpayPaymentId: c.razorpayPaymentId,
      razorpaySignature: c.razorpaySignature,
    };
    const verified = await Promise.all(
      [a, b, a, b].map((s) =>
        request(s, 'POST', '/api/gift-vouchers/verify', { token: buyer.token, body: proof }),
      ),
    );
    expect(verified.map((v) => v.status)).toEqual([200, 200, 200, 200]);
    const { rows: mails } = await sql.query<{ args: any[] }>(
      `select template_args as args from outbox_emails where kind = 'gift-voucher' and to_address = $1`,
      [to],
    );
    expect(mails).toHaveLength(1);
    const code = mails[0]!.args[1].code as string;

    const redeemers = [];
    for (let i = 0; i < REDEEMERS; i++) redeemers.push(await signup(i % 2 ? b : a, `Redeemer ${i}`));
    const tries = await Promise.all(
      redeemers.flatMap((r) =>
        [a, b].map((s) =>
          request(s, 'POST', '/api/gift-vouchers/redeem', { token: r.token, body: { code } }),
        ),
      ),
    );
    const statuses = tries.map((t) => t.status).sort();
    console.log(`[2 processes, postgres] ${tries.length} redemptions at once: ${statuses.join(' ')}`);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(tries.length - 1);

    const { rows: entries } = await sql.query<{ user_id: string; amount_paise: number }>(
      `select user_id, amount_paise from credit_entries where reason = 'voucher'`,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.amount_paise).toBe(200_000);
    const { rows: voucher } = await sql.query<{ redeemed_by: string; status: string }>(
      `select redeemed_by, status from gift_vouchers where order_id = $1`,
      [order.body.data.orderId],
    );
    expect(voucher[0]).toMatchObject({ status: 'paid', redeemed_by: entries[0]!.user_id });
    const { rows: balance } = await sql.query<{ balance_paise: number }>(
      `select balance_paise from credit_balances where user_id = $1`,
      [entries[0]!.user_id],
    );
    expect(balance[0]!.balance_paise).toBe(200_000);
  }, 180_000);

  it('refunds once when two admins press on both processes at once while the code is redeemed', async () => {
    const [a, b] = servers;
    const buyer = await signup(a, 'Ravi Giver');
    const to = uniqueEmail('refund-recipient');
    const order = await request(a, 'POST', '/api/gift-vouchers', {
      token: buyer.token,
      body: { amountRupees: 1000, recipientName: 'Meera', recipientEmail: to },
    });
    const c = (
      await request(b, 'POST', '/api/gift-vouchers/sandbox/checkout', {
        token: buyer.token,
        body: { orderId: order.body.data.orderId, method: 'upi', emitWebhooks: false },
      })
    ).body.data;
    const paid = await request(a, 'POST', '/api/gift-vouchers/verify', {
      token: buyer.token,
      body: {
        razorpayOrderId: c.razorpayOrderId,
        razorpayPaymentId: c.razorpayPaymentId,
        razorpaySignature: c.razorpaySignature,
      },
    });
    expect(paid.status).toBe(200);
    const { rows: mails } = await sql.query<{ args: any[] }>(
      `select template_args as args from outbox_emails where kind = 'gift-voucher' and to_address = $1`,
      [to],
    );
    const code = mails[0]!.args[1].code as string;
    // An owner of this database: a customer made admin, signed in again.
    const email = uniqueEmail('owner');
    await request(a, 'POST', '/api/auth/register', {
      body: { name: 'Owner', email, phone: '9876543210', password: 'Sitar-Lamp-123' },
    });
    await sql.query(`update users set role = 'admin' where email = $1`, [email]);
    const login = await request(b, 'POST', '/api/auth/login', {
      body: { email, password: 'Sitar-Lamp-123' },
    });
    expect(login.status).toBe(200);
    const admin = login.body.token as string;
    const redeemer = await signup(b, 'Quick Redeemer');
    const id = paid.body.data.voucher.id as string;
    const body = { reason: 'Buyer asked for the money back' };
    const [r1, r2, redeemed] = await Promise.all([
      request(a, 'POST', `/api/admin/gift-vouchers/${id}/refund`, { token: admin, body }),
      request(b, 'POST', `/api/admin/gift-vouchers/${id}/refund`, { token: admin, body }),
      request(a, 'POST', '/api/gift-vouchers/redeem', { token: redeemer.token, body: { code } }),
    ]);
    const refunds = [r1!.status, r2!.status].sort();
    console.log(
      `[2 processes, postgres] 2 refunds and a redemption at once: ${refunds.join(' ')} ${redeemed!.status}`,
    );
    const { rows: voucher } = await sql.query<{ status: string; redeemed_at: Date | null }>(
      `select status, redeemed_at from gift_vouchers where id = $1`,
      [id],
    );
    const { rows: credits } = await sql.query(
      `select 1 from credit_entries where user_id = $1 and reason = 'voucher'`,
      [redeemer.id],
    );
    const { rows: audits } = await sql.query(
      `select 1 from audit_log where entity_id = $1 and action = 'gift-voucher.refunded'`,
      [id],
    );
    if (redeemed!.status === 200) {
      // The redemption won: no refund at all.
      expect(refunds).toEqual([409, 409]);
      expect(voucher[0]).toMatchObject({ status: 'paid' });
      expect(credits).toHaveLength(1);
      expect(audits).toHaveLength(0);
    } else {
      // A refund won: one refund, and the code is refused as an unknown one.
      expect(refunds).toEqual([200, 409]);
      expect(redeemed!.status).toBe(404);
      expect(voucher[0]).toMatchObject({ status: 'refunded', redeemed_at: null });
      expect(credits).toHaveLength(0);
      expect(audits).toHaveLength(1);
    }
  }, 180_000);
});
