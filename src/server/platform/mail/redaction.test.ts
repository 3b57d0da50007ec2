import { describe, expect, it } from 'vitest';
import { HIDDEN, redactArguments, redactText, redactTextMessage } from './redaction';

describe('what staff may read of a message', () => {
  it.each([
    ['https://chamak.in/reset?token=abc123', `https://chamak.in/reset?token=${HIDDEN}`],
    ['https://chamak.in/email/confirm?x=1&token=abc', `https://chamak.in/email/confirm?x=1&token=${HIDDEN}`],
    ['Your visit is on 28 Nov', 'Your visit is on 28 Nov'],
  ])('hides one-time link parameters: %s', (input, shown) => {
    expect(redactText(input)).toBe(shown);
  });

  it('hides secret template arguments at any depth and keeps the rest', () => {
    expect(
      redactArguments([{ name: 'Asha', temporaryPassword: 'x7Kq9', nested: { confirmUrl: 'u' } }]),
    ).toEqual([{ name: 'Asha', temporaryPassword: HIDDEN, nested: { confirmUrl: HIDDEN } }]);
  });

  it('hides a texted code when a provider delivers it, shows it when the sandbox outbox is the only phone', () => {
    const body = '482913 is your Chamak code';
    expect(redactTextMessage('phone-verification', body)).toBe(`${HIDDEN} is your Chamak code`);
    expect(redactTextMessage('phone-verification', body, { sandbox: true })).toBe(body);
    expect(redactTextMessage('booking-received', 'Booking 4829 on 28 Nov')).toBe('Booking 4829 on 28 Nov');
  });

  it("hides a gift voucher's code in its WhatsApp text, and in its email's arguments", () => {
    const body = 'Hi Ravi, Asha sent you a Chamak gift voucher of ₹500. Code ABCD-EFGH-JKMN-PQRS. Redeem it';
    expect(redactTextMessage('gift-voucher', body)).toBe(
      `Hi Ravi, Asha sent you a Chamak gift voucher of ₹500. Code ${HIDDEN}. Redeem it`,
    );
    expect(redactTextMessage('gift-voucher', body, { sandbox: true })).toBe(body);
    expect(redactArguments([{ name: 'Chamak' }, { code: 'ABCDEFGHJKMNPQRS', amountPaise: 50000 }])).toEqual([
      { name: 'Chamak' },
      { code: HIDDEN, amountPaise: 50000 },
    ]);
  });
});
