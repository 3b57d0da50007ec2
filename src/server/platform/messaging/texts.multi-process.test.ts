import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { requestJson, waitUntil } from '../../test/server-process';
import { addCleaners, bookAndConfirmOnBoth, startTwoServers, type TwoServers } from '../../test/two-servers';
import { uniqueEmail } from '../../test/test-app';
import {
  type Msg91Fake,
  type ProviderFake,
  startMsg91Fake,
  startWhatsAppFake,
} from './provider-fakes.test-support';
import { BASIC_VISIT, PALASIA } from '../../test/bookings.test-support';

/**
 * Two real server processes on one PostgreSQL, both sending texts and both running the reminder job,
 * against loopback MSG91 and WhatsApp fakes: every SMS and WhatsApp message reaches its provider once.
 * PostgreSQL only (vitest.config.ts excludes *.multi-process.test.ts without TEST_DATABASE_URL).
 */
const BOOKINGS = 10;
const PHONE = '9876512345';

describe('texts exactly once across two server processes', () => {
  let two: TwoServers;
  let msg91: Msg91Fake;
  let whatsapp: ProviderFake;
  let servers: TwoServers['servers'];
  let sql: pg.Client;

  beforeAll(async () => {
    msg91 = await startMsg91Fake({ authKey: 'mp-key' });
    whatsapp = await startWhatsAppFake({ token: 'mp-token', phoneNumberId: '777' });
    const env = {
      // One account makes all ten bookings; the unpaid cap is booking-hold.test.ts's.
      MAX_UNPAID_BOOKINGS: '1000',
      MSG91_AUTH_KEY: 'mp-key',
      MSG91_BASE_URL: msg91.url,
      MSG91_WEBHOOK_TOKEN: 'mp-report-token',
      MSG91_TEMPLATE_IDS: JSON.stringify({
        'booking-received': 't-received',
        'booking-reminder': 't-reminder',
      }),
      WHATSAPP_TOKEN: 'mp-token',
      WHATSAPP_PHONE_NUMBER_ID: '777',
      WHATSAPP_GRAPH_URL: whatsapp.url,
      // Hour 0: tomorrow's visits are due for their reminder at once, so both processes race for them.
      REMINDER_HOUR: '0',
      REMINDER_POLL_MS: '100',
      OUTBOX_POLL_MS: '100',
      DEMO_DATA: 'false',
      RATE_LIMIT_MULTIPLIER: '100',
    };
    ({ servers, sql } = two = await startTwoServers(env));
    await addCleaners(sql, ['Ravi Kumar', 'Sunita Sharma', 'Arjun Patel', 'Meena Devi']);
  });

  afterAll(async () => {
    await two?.stop();
    await msg91?.close();
    await whatsapp?.close();
  });

  it(`sends ${BOOKINGS} bookings' SMS and WhatsApp messages once each, though both processes send`, async () => {
    const signup = await requestJson(servers[0], 'POST', '/api/auth/register', {
      body: {
        name: 'Kavita Rao',
        email: uniqueEmail('texts'),
        phone: PHONE,
        password: 'Sitar-Lamp-123',
        whatsapp: true,
      },
    });
    expect(signup.status).toBe(201);
    const token = signup.body.token;
    // Texts go to a verified mobile only; the code's round trip is phone-verification.test.ts's subject.
    await sql.query(`insert into verified_mobiles (user_id, number, verified_at) values ($1, $2, now())`, [
      signup.body.data.user._id,
      `91${PHONE}`,
    ]);
    const officeId = (await requestJson(servers[1], 'GET', '/api/services/office-cleaning')).body.data.service
      ._id;
    const tomorrow = addDays(todayInIndia(new Date()), 1);
    const times = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
    await bookAndConfirmOnBoth(
      servers,
      token,
      times.slice(0, BOOKINGS).map((time) => ({
        serviceId: officeId,
        ...BASIC_VISIT,
        address: PALASIA,
        phoneNumber: PHONE,
        scheduledDate: tomorrow,
        scheduledTime: time,
      })),
    );

    // Booking received and reminder, each by SMS and WhatsApp.
    const expected = BOOKINGS * 4;
    await waitUntil(
      async () => {
        const { rows } = await sql.query(
          `select count(*)::int as n, count(*) filter (where status = 'sent')::int as sent from outbox_texts where to_number = $1`,
          [`91${PHONE}`],
        );
        return rows[0].n === expected && rows[0].sent === expected;
      },
      { what: 'all texts queued and sent', deadlineMs: 60_000 },
    );

    const { rows } = await sql.query<{
      kind: string;
      channel: string;
      locked_by: string;
      attempts: number;
      booking_id: string;
      provider_message_id: string;
    }>(
      `select kind, channel, locked_by, attempts, booking_id, provider_message_id from outbox_texts where to_number = $1`,
      [`91${PHONE}`],
    );
    const smsRequests = msg91.requests.filter((r) => r.body.recipients?.[0]?.mobiles === `91${PHONE}`);
    const waRequests = whatsapp.requests.filter((r) => r.body.to === `91${PHONE}`);
    const senders = new Map<string, number>();
    for (const r of rows) senders.set(r.locked_by, (senders.get(r.locked_by) ?? 0) + 1);
    console.log(
      `[2 processes, postgres, MSG91 + Graph API fakes] ${BOOKINGS} bookings: ${rows.length} texts queued; ` +
        `MSG91 received ${smsRequests.length} requests, WhatsApp ${waRequests.length}; ` +
        `sent by ${[...senders.values()].join(' and ')} (${senders.size} senders)`,
    );
    expect(smsRequests).toHaveLength(BOOKINGS * 2);
    expect(waRequests).toHaveLength(BOOKINGS * 2);
    // One request per booking and kind on each channel.
    const smsKeys = smsRequests.map(
      (r) =>
        `${r.body.template_id}:${r.body.recipients[0].ref ?? r.body.recipients[0].date + r.body.recipients[0].time}`,
    );
    expect(new Set(smsKeys).size).toBe(BOOKINGS * 2);
    const pairs = new Set(rows.map((r) => `${r.booking_id}:${r.kind}:${r.channel}`));
    expect(pairs.size).toBe(expected);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.provider_message_id)).size).toBe(expected);

    // MSG91's delivery reports, each pushed to both processes at once: every SMS is delivered once.
    const reports = msg91.pendingReports.splice(0).filter((r) => r.telNum === `91${PHONE}`);
    expect(reports).toHaveLength(BOOKINGS * 2);
    const answers = await Promise.all(
      reports.flatMap((report) =>
        servers.map((server) =>
          requestJson(server, 'POST', '/api/webhooks/msg91?token=mp-report-token', { body: report }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(BOOKINGS * 4).fill(200));
    expect(answers.reduce((n, a) => n + a.body.data.applied, 0)).toBe(BOOKINGS * 2);
    const delivered = await sql.query(
      `select delivery_status, count(*)::int as n from outbox_texts where to_number = $1 and channel = 'sms' group by 1`,
      [`91${PHONE}`],
    );
    expect(delivered.rows).toEqual([{ delivery_status: 'delivered', n: BOOKINGS * 2 }]);
  });
});
