import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/test-app';
import { MG_ROAD_FLAT_4 } from '../../test/bookings.test-support';

// Saved addresses: the customer names them, corrects them and chooses one default (the database keeps
// at most one per customer: addresses_one_default_uq); someone else's address is 404.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(() => t.close());

const home = MG_ROAD_FLAT_4;

async function add(token: string, line1: string): Promise<string> {
  const res = await t.request('POST', '/api/users/addresses', { token, body: { ...home, line1 } });
  expect(res.status).toBe(201);
  return res.body.data.address.id;
}
const patch = (token: string, id: string, body: unknown) =>
  t.request('PATCH', `/api/users/addresses/${id}`, { token, body });
const list = async (token: string) =>
  (await t.request('GET', '/api/users/addresses', { token })).body.data.addresses as {
    id: string;
    name: string;
    isDefault: boolean;
    line1: string;
  }[];
const defaults = async (token: string) => (await list(token)).filter((a) => a.isDefault).map((a) => a.id);

describe('PATCH /api/users/addresses/:id', () => {
  it('names and corrects an address', async () => {
    const { token } = await t.signup();
    const id = await add(token, '12 MG Road');
    const res = await patch(token, id, { name: "  Mummy's flat ", line1: '12A MG Road' });
    expect(res.status).toBe(200);
    expect(res.body.data.address).toMatchObject({
      name: "Mummy's flat",
      line1: '12A MG Road',
      isDefault: false,
    });
    expect((await list(token))[0]).toMatchObject({ name: "Mummy's flat", line1: '12A MG Road' });
  });

  it('a new default unsets the old one', async () => {
    const { token } = await t.signup();
    const a = await add(token, '1 A Street');
    const b = await add(token, '2 B Street');
    expect((await patch(token, a, { isDefault: true })).status).toBe(200);
    expect(await defaults(token)).toEqual([a]);
    expect((await patch(token, b, { isDefault: true, name: 'Home' })).status).toBe(200);
    expect(await defaults(token)).toEqual([b]);
    // Again on the default: still the one.
    expect((await patch(token, b, { isDefault: true })).status).toBe(200);
    expect(await defaults(token)).toEqual([b]);
  });

  it('defaults set at once leave exactly one', async () => {
    const { token } = await t.signup();
    const ids = [];
    for (let i = 1; i <= 5; i++) ids.push(await add(token, `${i} Lane`));
    const answers = await Promise.all(ids.map((id) => patch(token, id, { isDefault: true })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await defaults(token)).toHaveLength(1);
  });

  it('the database itself refuses a second default for one customer', async () => {
    const { token } = await t.signup();
    const a = await add(token, '1 A Street');
    const b = await add(token, '2 B Street');
    expect((await patch(token, a, { isDefault: true })).status).toBe(200);
    await expect(
      t.database.db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, b)),
    ).rejects.toThrow();
    expect(await defaults(token)).toEqual([a]);
  });

  it("another customer's address, or none, is 404 and stays as it was", async () => {
    const owner = await t.signup();
    const other = await t.signup();
    const id = await add(owner.token, '12 MG Road');
    const res = await patch(other.token, id, { name: 'Mine', isDefault: true });
    expect(res.status).toBe(404);
    expect((await patch(other.token, '00000000-0000-4000-8000-000000000000', { name: 'x' })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/api/users/addresses/${id}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await list(owner.token))[0]).toMatchObject({ id, name: '', isDefault: false });
    expect(await list(other.token)).toEqual([]);
  });

  it('refuses bad input with 400 (or 413), never 500', async () => {
    const { token } = await t.signup();
    const id = await add(token, '12 MG Road');
    for (const body of [
      { name: 'x'.repeat(50_000) },
      { name: 'Home\u0000' },
      { line1: '12 MG Road\u0000' },
      { line1: 'x'.repeat(50_000) },
      { isDefault: false },
      { pincode: '12' },
      { line1: '' },
      { userId: id },
    ]) {
      const res = await patch(token, id, body);
      expect([400, 413], JSON.stringify(body).slice(0, 60)).toContain(res.status);
    }
    expect(
      (await t.request('PATCH', '/api/users/addresses/not-an-id', { token, body: { name: 'x' } })).status,
    ).toBe(400);
    expect((await list(token))[0]).toMatchObject({ name: '', line1: '12 MG Road' });
  });

  it('needs a signed-in customer', async () => {
    expect(
      (await t.request('PATCH', '/api/users/addresses/00000000-0000-4000-8000-000000000000', { body: {} }))
        .status,
    ).toBe(401);
  });
});
