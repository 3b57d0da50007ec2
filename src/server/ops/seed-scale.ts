/**
 * Issue 34 part 5, "a national operator's year": the demo database plus a year of a five-city operator —
 * 500 cleaners, 200,000 customers, 1,000,000 bookings (the last 365 days and three weeks ahead) with
 * their crews, payments, refunds, cash collections, ratings, complaints, events and sent messages.
 * Everything after the demo seed is set-based SQL (generate_series, one INSERT … SELECT per table), so
 * the year takes minutes, not hours. `scale` multiplies the counts (0.001: 1,000 bookings, for a test).
 *
 * The crews' calendar: booking g falls on day floor(g × 386 / N), in order (so the table is laid out by date, as a
 * year of bookings made day after day is), as that day's j-th booking; it goes to cleaner j % C at
 * slot floor(j / C) (08:00, 10:00, … 18:00, two hours apart), lasts 60–90 minutes with a crew of one, so
 * [start, end + 30-minute buffer) never overlaps for one cleaner and the exclusion constraint holds.
 * The operator's customer scale-customer@chamak.in (password Demo@1234) owns 200 of the bookings.
 */
import pg from 'pg';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import { hashPassword } from '../platform/passwords';
import { addDays, todayInIndia } from '../../shared/domain/time';

export const SCALE_CUSTOMER = { email: 'scale-customer@chamak.in', password: 'Demo@1234' };
export const SCALE_CLEANER = { email: 'scale-cleaner-1@chamak.in', password: 'Cleaner@1234' };
/** The operator's five cities and a few PINs each (all Madhya Pradesh). */
export const SCALE_CITIES: { city: string; pincodes: string[] }[] = [
  { city: 'Indore', pincodes: ['452001', '452010', '452016', '452018'] },
  { city: 'Bhopal', pincodes: ['462001', '462011', '462016', '462023'] },
  { city: 'Jabalpur', pincodes: ['482001', '482002', '482008'] },
  { city: 'Gwalior', pincodes: ['474001', '474002', '474011'] },
  { city: 'Ujjain', pincodes: ['456001', '456006', '456010'] },
];
/** Names are first name × surname (1,600 pairs): a search for one finds a few hundred bookings, as in life. */
const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Amit',
  'Ananya',
  'Anil',
  'Anjali',
  'Arjun',
  'Deepa',
  'Divya',
  'Gaurav',
  'Geeta',
  'Harsh',
  'Isha',
  'Karan',
  'Kavita',
  'Manish',
  'Meena',
  'Mohit',
  'Neha',
  'Nikhil',
  'Pooja',
  'Pradeep',
  'Priya',
  'Rahul',
  'Rajesh',
  'Ritu',
  'Rohit',
  'Sanjay',
  'Sarita',
  'Shreya',
  'Sneha',
  'Sunil',
  'Suresh',
  'Swati',
  'Tanvi',
  'Varun',
  'Vikas',
  'Vinita',
  'Yash',
  'Zoya',
];
const SURNAMES = [
  'Agrawal',
  'Bansal',
  'Bhatt',
  'Chauhan',
  'Choudhary',
  'Dubey',
  'Dwivedi',
  'Gupta',
  'Jain',
  'Joshi',
  'Kushwaha',
  'Malviya',
  'Mehta',
  'Mishra',
  'Nagar',
  'Namdev',
  'Pandey',
  'Parmar',
  'Patel',
  'Pathak',
  'Rajput',
  'Rathore',
  'Saxena',
  'Sen',
  'Sharma',
  'Shrivastava',
  'Shukla',
  'Singh',
  'Solanki',
  'Soni',
  'Thakur',
  'Tiwari',
  'Tomar',
  'Trivedi',
  'Vaishya',
  'Verma',
  'Vyas',
  'Yadav',
  'Khan',
  'Qureshi',
];
/** SQL for person n's name (the arrays above as literals). */
const nameOf = (n: string) =>
  `(array[${FIRST_NAMES.map((f) => `'${f}'`).join(',')}])[1 + ${n} % ${FIRST_NAMES.length}] || ' ' || ` +
  `(array[${SURNAMES.map((f) => `'${f}'`).join(',')}])[1 + (${n} / ${FIRST_NAMES.length}) % ${SURNAMES.length}]`;
const DAYS_BACK = 365;
const DAYS_AHEAD = 21;
const SLOTS_PER_DAY = 6;
/** More bookings than this already: not a fresh database (the demo seed makes 8). */
const FRESH_LIMIT = 50;

export interface SeedScaleOptions {
  scale?: number;
  force?: boolean;
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedScaleResult {
  counts: Record<string, number>;
  steps: { step: string; ms: number; rows: number | null }[];
  totalMs: number;
}

export async function seedScale(databaseUrl: string, opts: SeedScaleOptions = {}): Promise<SeedScaleResult> {
  const scale = opts.scale ?? 1;
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => undefined);
  const bookingCount = Math.max(1, Math.round(1_000_000 * scale));
  const customerCount = Math.max(2, Math.round(200_000 * scale));
  const days = DAYS_BACK + DAYS_AHEAD;
  const perDay = Math.ceil(bookingCount / days);
  const cleanerCount = Math.max(Math.round(500 * scale), Math.ceil(perDay / SLOTS_PER_DAY), 2);
  // Every step-th booking is the operator's customer's: 200 of them (fewer when there are fewer bookings).
  const step = Math.max(1, Math.floor(bookingCount / 200));
  const firstDay = addDays(todayInIndia(now), -DAYS_BACK);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const steps: SeedScaleResult['steps'] = [];
  const started = Date.now();
  const run = async (name: string, sqlText: string, params: unknown[] = []) => {
    const t = Date.now();
    const r = await client.query(sqlText, params);
    const ms = Date.now() - t;
    const rows = r.command === 'INSERT' || r.command === 'SELECT' ? r.rowCount : null;
    steps.push({ step: name, ms, rows });
    log(
      `${name.padEnd(44)} ${String(ms).padStart(7)} ms${rows !== null ? `  ${rows.toLocaleString('en-IN')} rows` : ''}`,
    );
    return r;
  };
  try {
    const { rows: exists } = await client.query(`select to_regclass('public.bookings') is not null as e`);
    const { rows: existing } = exists[0].e
      ? await client.query(
          `select count(*)::int as n from (select 1 from bookings limit ${FRESH_LIMIT + 1}) b`,
        )
      : { rows: [{ n: 0 }] };
    if (existing[0].n > FRESH_LIMIT && !opts.force)
      throw new Error(
        `The database already has more than ${FRESH_LIMIT} bookings: seed:scale fills a fresh database (--force to add anyway).`,
      );

    let t = Date.now();
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    try {
      await database.migrate();
      steps.push({ step: 'migrations', ms: Date.now() - t, rows: null });
      log(`${'migrations'.padEnd(44)} ${String(Date.now() - t).padStart(7)} ms`);
      t = Date.now();
      await seedDatabase(database.db, { demoData: true, now });
      steps.push({ step: 'demo seed', ms: Date.now() - t, rows: null });
      log(`${'demo seed'.padEnd(44)} ${String(Date.now() - t).padStart(7)} ms`);
    } finally {
      await database.close();
    }

    t = Date.now();
    const [customerHash, cleanerHash] = await Promise.all([
      hashPassword(SCALE_CUSTOMER.password),
      hashPassword(SCALE_CLEANER.password),
    ]);
    log(`${'password hashes'.padEnd(44)} ${String(Date.now() - t).padStart(7)} ms`);

    // A bulk load: losing the last commits in a crash costs nothing here.
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '64MB'`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query('begin');

    const cities = SCALE_CITIES.flatMap((c, ci) =>
      c.pincodes.map((p, pi) => ({ ci, pi, city: c.city, pin: p })),
    );
    await run(
      'temp: cities and PINs',
      `create temp table scale_pins on commit drop as
         select (x->>'ci')::int ci, (x->>'pi')::int pi, x->>'city' city, x->>'pin' pincode,
                count(*) over (partition by (x->>'ci')::int)::int pins
         from jsonb_array_elements($1::jsonb) x`,
      [JSON.stringify(cities)],
    );
    await run(
      'cleaners',
      `insert into users (name, email, phone, role, password_hash, created_at, updated_at)
       select ${nameOf('(n * 7)')}, 'scale-cleaner-' || n || '@chamak.in', '8' || lpad(n::text, 9, '0'),
              'cleaner', $2, $3::timestamptz - interval '400 days', $3::timestamptz - interval '400 days'
       from generate_series(1, $1::int) n`,
      [cleanerCount, cleanerHash, now],
    );
    await run(
      'temp: cleaners',
      `create temp table scale_cleaners on commit drop as
         select (substring(email from 'scale-cleaner-([0-9]+)@'))::int n, id from users
         where email like 'scale-cleaner-%@chamak.in'`,
    );
    await client.query(`create unique index on scale_cleaners (n)`);
    await client.query(`analyze scale_cleaners`);
    await run(
      'cleaner pay rules',
      `insert into cleaner_pay_rules (cleaner_id, kind, rate_paise)
       select id, case when n % 4 = 0 then 'per_job' else 'hourly' end, case when n % 4 = 0 then 40000 else 15000 end
       from scale_cleaners`,
    );
    // customer 0 is the operator's customer with 200 bookings; 1 … K-1 the rest.
    await run(
      'customers',
      `insert into users (name, email, phone, role, password_hash, created_at, updated_at)
       select case when n = 0 then 'Scale Customer' else ${nameOf('n')} end,
              case when n = 0 then $3 else 'scale-customer-' || n || '@example.in' end,
              '7' || lpad(((n::bigint * 48271 + 12345) % 1000000000)::text, 9, '0'), 'client', $2,
              $4::timestamptz - (400 - n % 400) * interval '1 day', $4::timestamptz - (400 - n % 400) * interval '1 day'
       from generate_series(0, $1::int - 1) n`,
      [customerCount, customerHash, SCALE_CUSTOMER.email, now],
    );
    await run(
      'temp: customers',
      `create temp table scale_customers on commit drop as
         select case when u.email = $1 then 0 else (substring(u.email from 'scale-customer-([0-9]+)@'))::int end n,
                u.id, u.name, u.email, u.phone
         from users u where u.email = $1 or u.email like 'scale-customer-%@example.in'`,
      [SCALE_CUSTOMER.email],
    );
    await client.query(`create unique index on scale_customers (n)`);
    await client.query(`analyze scale_customers`);
    await run(
      'addresses (one default per customer)',
      `insert into addresses (user_id, label, is_default, line1, line2, city, state, pincode, created_at)
       select c.id, 'Home', true, (1 + c.n % 300) || ', Sector ' || (1 + c.n % 40), 'Near Main Market',
              p.city, 'Madhya Pradesh', p.pincode, $1::timestamptz - interval '400 days'
       from scale_customers c
       join scale_pins p on p.ci = c.n % 5 and p.pi = (c.n / 5) % p.pins`,
      [now],
    );
    await run(
      'temp: services and packages',
      `create temp table scale_svc on commit drop as
         select (row_number() over (order by s.sort_order, s.slug, p.sort_order, p.name) - 1)::int k,
                s.id service_id, p.id package_id, s.name service_name, p.name package_name,
                p.description package_description, p.duration package_duration, p.price_paise,
                coalesce(p.min_area, 1) area, s.measurement_unit
         from services s join packages p on p.service_id = s.id
         where s.is_active and p.is_active`,
    );

    // Every booking's facts, once: the later inserts read them from here.
    await run(
      'temp: the year of bookings (plan)',
      `create temp table scale_plan on commit drop as
       with g as (
         select g, (g::bigint * $2::int / $1::int)::int d,
           g - ((g::bigint * $2::int / $1::int) * $1::int + $2::int - 1) / $2::int j, random() r, random() p, random() q, random() x
         from generate_series(0, $1::int - 1) g
       ), t as (
         select g.*, (j % $3::int) + 1 cleaner_n, j / $3::int slot, 60 + 15 * (g % 3) minutes,
                case when g % $4::int = 0 then 0 else 1 + (g::bigint * 7919) % ($5::int - 1) end customer_n,
                ($6::date + d) sday,
                (($6::date + d)::timestamp + (8 + 2 * (j / $3::int)) * interval '1 hour') at time zone 'Asia/Kolkata' starts_at
         from g
       ), s as (
         select t.*, starts_at + minutes * interval '1 minute' ends_at,
                case
                  when r < 0.08 then 'cancelled'
                  when starts_at + minutes * interval '1 minute' < $7::timestamptz then 'completed'
                  when starts_at <= $7::timestamptz then 'in-progress'
                  when r < 0.30 then 'pending'
                  else 'assigned'
                end status,
                case when p < 0.6 then 'razorpay_upi' else 'pay_after_service' end method,
                starts_at - (1 + (g % 14)) * interval '1 day' - (g % 600) * interval '1 minute' created_at
         from t
       )
       select s.*, gen_random_uuid() id, gen_random_uuid() payment_row_id,
              case
                when method = 'razorpay_upi' and status = 'cancelled' and q < 0.6 then 'refunded'
                when method = 'razorpay_upi' then 'paid'
                when status = 'completed' then 'paid'
                else 'unpaid'
              end payment_status
       from s`,
      [bookingCount, days, cleanerCount, step, customerCount, firstDay, now],
    );
    // Temporary tables have no statistics until analysed: the joins below would be planned blind.
    await run('analyze the plan', `analyze scale_pins, scale_svc, scale_plan`);
    await run(
      'bookings',
      `insert into bookings (id, user_id, service_id, package_id, service_name, package_name, package_description,
         package_duration, customer_name, customer_email, phone_number, address_line1, address_line2, city, state,
         pincode, area_sqft, measurement_unit, scheduled_date, scheduled_time, base_paise, total_paise,
         payment_method, payment_status, status, cleaner_id, cleaner_assigned_at, starts_at, ends_at,
         duration_minutes, crew_size, start_code, started_at, completed_at, completion_note, cancelled_at,
         cancel_reason, created_at, updated_at)
       select b.id, c.id, v.service_id, v.package_id, v.service_name, v.package_name, v.package_description,
         v.package_duration, c.name, c.email, c.phone, (1 + c.n % 300) || ', Sector ' || (1 + c.n % 40),
         'Near Main Market', a.city, 'Madhya Pradesh', a.pincode, v.area, v.measurement_unit, b.sday,
         to_char(8 + 2 * b.slot, 'FM00') || ':00', v.price_paise, v.price_paise, b.method, b.payment_status,
         b.status, case when b.status in ('assigned', 'in-progress', 'completed') then k.id end,
         case when b.status in ('assigned', 'in-progress', 'completed') then b.created_at + interval '10 minutes' end,
         b.starts_at, b.ends_at, b.minutes, 1, lpad((b.g % 10000)::text, 4, '0'),
         case when b.status in ('in-progress', 'completed') then b.starts_at end,
         case when b.status = 'completed' then b.ends_at end,
         case when b.status = 'completed' then 'Done; customer checked the rooms.' end,
         case when b.status = 'cancelled' then least(b.starts_at - interval '3 hours', b.created_at + interval '1 day') end,
         case when b.status = 'cancelled' then 'Plans changed' end,
         b.created_at,
         case b.status when 'completed' then b.ends_at when 'cancelled' then b.created_at + interval '1 day'
           else b.created_at + interval '10 minutes' end
       from scale_plan b
       join scale_customers c on c.n = b.customer_n
       join scale_cleaners k on k.n = b.cleaner_n
       join scale_svc v on v.k = b.g % (select count(*) from scale_svc)
       join scale_pins a on a.ci = c.n % 5 and a.pi = (c.n / 5) % a.pins
       -- In the order they were made, as a year's table is laid out (the joins would shuffle it).
       order by b.created_at`,
    );
    await run(
      'booking_assignments (crews, exclusion-checked)',
      `insert into booking_assignments (booking_id, cleaner_id, during, kind, created_at)
       select b.id, k.id, tstzrange(b.starts_at, b.ends_at + interval '30 minutes', '[)'),
              case when b.status = 'pending' then 'reserved' else 'assigned' end, b.created_at
       from scale_plan b join scale_cleaners k on k.n = b.cleaner_n
       where b.status <> 'cancelled'
       order by b.created_at`,
    );
    await run(
      'booking_events',
      `insert into booking_events (booking_id, from_status, to_status, actor_role, note, created_at)
       select b.id, e.from_status, e.to_status, e.actor_role, '', e.at
       from scale_plan b
       cross join lateral (values
         (null, 'pending', 'client', b.created_at),
         ('pending', case when b.status = 'pending' then null else b.status end,
          case when b.status = 'cancelled' then 'client' when b.status = 'assigned' then 'system' else 'cleaner' end,
          case b.status when 'completed' then b.ends_at when 'in-progress' then b.starts_at
            when 'cancelled' then b.created_at + interval '1 day' else b.created_at + interval '10 minutes' end)
       ) e(from_status, to_status, actor_role, at)
       where e.to_status is not null`,
    );
    await run(
      'payments (online: captured, part refunded)',
      `insert into payments (id, booking_id, provider, order_id, payment_id, amount_paise, method, status,
         refunded_paise, captured_at, created_at, updated_at)
       select b.payment_row_id, b.id, 'razorpay', 'order_scale' || b.g, 'pay_scale' || b.g, v.price_paise, 'upi',
              case when b.payment_status = 'refunded' then 'refunded' else 'captured' end,
              case when b.payment_status = 'refunded' then v.price_paise else 0 end,
              b.created_at + interval '2 minutes', b.created_at, b.created_at + interval '2 minutes'
       from scale_plan b join scale_svc v on v.k = b.g % (select count(*) from scale_svc)
       where b.method = 'razorpay_upi'`,
    );
    await run(
      'refunds (cancelled and paid online, ~60%)',
      `insert into refunds (payment_row_id, booking_id, idempotency_key, provider_refund_id, amount_paise, status,
         reason, created_at, updated_at)
       select b.payment_row_id, b.id, 'scale-refund-' || b.g, 'rfnd_scale' || b.g, v.price_paise, 'processed',
              'Cancelled by the customer', b.created_at + interval '1 day', b.created_at + interval '3 days'
       from scale_plan b join scale_svc v on v.k = b.g % (select count(*) from scale_svc)
       where b.payment_status = 'refunded'`,
    );
    await run(
      'collections (pay after service, completed)',
      `insert into collections (booking_id, method, amount_paise, cleaner_id, recorded_by, recorded_by_role,
         collected_at, handed_over_at, handed_over_by, created_at)
       select b.id, case when b.x < 0.7 then 'cash' else 'upi' end, v.price_paise, k.id, k.id, 'cleaner',
              b.ends_at, case when b.x < 0.7 and b.ends_at < $1::timestamptz - interval '7 days' then b.ends_at + interval '2 days' end,
              null, b.ends_at
       from scale_plan b join scale_cleaners k on k.n = b.cleaner_n
       join scale_svc v on v.k = b.g % (select count(*) from scale_svc)
       where b.method = 'pay_after_service' and b.status = 'completed'`,
      [now],
    );
    await run(
      'ratings (~40% of completed)',
      `insert into booking_ratings (booking_id, user_id, rating, comment, created_at, updated_at)
       select b.id, c.id,
              case when b.x < 0.60 then 5 when b.x < 0.85 then 4 when b.x < 0.93 then 3 when b.x < 0.97 then 2 else 1 end,
              case when b.g % 3 = 0 then 'Very thorough, on time.' else '' end,
              b.ends_at + interval '3 hours', b.ends_at + interval '3 hours'
       from scale_plan b join scale_customers c on c.n = b.customer_n
       where b.status = 'completed' and b.q < 0.4`,
    );
    await run(
      'complaints (~1% of completed)',
      `insert into complaints (booking_id, user_id, category, description, status, resolution_note, resolved_at,
         created_at, updated_at)
       select b.id, c.id, (array['not-clean', 'missed-area', 'damage', 'late-or-no-show', 'behaviour', 'other'])[1 + b.g % 6],
              'The balcony was left out.', case when b.ends_at < $1::timestamptz - interval '3 days' then 'closed' else 'open' end,
              case when b.ends_at < $1::timestamptz - interval '3 days' then 'Apologised; crew briefed.' else '' end,
              case when b.ends_at < $1::timestamptz - interval '3 days' then b.ends_at + interval '2 days' end,
              b.ends_at + interval '5 hours', b.ends_at + interval '5 hours'
       from scale_plan b join scale_customers c on c.n = b.customer_n
       where b.status = 'completed' and b.q >= 0.4 and b.q < 0.41`,
      [now],
    );
    await run(
      'outbox_emails (confirmation, cancellation, receipt)',
      `insert into outbox_emails (kind, to_address, subject, body_text, body_html, language, status, attempts,
         next_attempt_at, sent_at, booking_id, created_at)
       select m.kind, c.email, m.subject, m.body, '<p>' || m.body || '</p>', 'en', 'sent', 1, m.at,
              m.at + interval '4 seconds', b.id, m.at
       from scale_plan b join scale_customers c on c.n = b.customer_n
       cross join lateral (values
         ('booking-confirmation', 'Your Chamak booking is confirmed', 'Your booking is confirmed.', b.created_at, true),
         ('booking-cancelled', 'Your Chamak booking is cancelled', 'Your booking is cancelled.',
          b.created_at + interval '1 day', b.status = 'cancelled'),
         ('booking-receipt', 'Your Chamak receipt', 'Thank you: your receipt is attached.', b.ends_at,
          b.status = 'completed')
       ) m(kind, subject, body, at, wanted)
       where m.wanted`,
    );
    await run(
      'outbox_texts (SMS confirmation and reminder, half)',
      `insert into outbox_texts (channel, kind, to_number, language, body_text, booking_id, dedupe_key, status,
         attempts, provider_message_id, delivery_status, delivery_updated_at, next_attempt_at, sent_at, created_at)
       select 'sms', m.kind, '91' || c.phone, 'en', m.body, b.id, 'scale-' || m.kind || '-' || b.g, 'sent', 1,
              'msg91-scale-' || m.kind || '-' || b.g, 'delivered', m.at + interval '10 seconds', m.at,
              m.at + interval '3 seconds', m.at
       from scale_plan b join scale_customers c on c.n = b.customer_n
       cross join lateral (values
         ('booking-confirmed', 'Chamak: your booking is confirmed.', b.created_at, true),
         ('reminder', 'Chamak: your visit is tomorrow.', b.starts_at - interval '1 day',
          b.status <> 'cancelled' and b.starts_at - interval '1 day' < $1::timestamptz)
       ) m(kind, body, at, wanted)
       where b.x >= 0.5 and m.wanted`,
      [now],
    );
    t = Date.now();
    await client.query('commit');
    steps.push({ step: 'commit', ms: Date.now() - t, rows: null });
    log(`${'commit'.padEnd(44)} ${String(Date.now() - t).padStart(7)} ms`);
    // ANALYZE for the planner; VACUUM sets the visibility map a year-old table would have (autovacuum), so
    // index-only scans read what they would in production.
    await run('vacuum (analyze)', 'vacuum (analyze)');

    const tables = [
      'users',
      'addresses',
      'bookings',
      'booking_assignments',
      'booking_events',
      'payments',
      'refunds',
      'collections',
      'booking_ratings',
      'complaints',
      'outbox_emails',
      'outbox_texts',
    ];
    const { rows: countRows } = await client.query(
      `select ${tables.map((name) => `(select count(*) from ${name})::int as ${name}`).join(', ')}`,
    );
    return { counts: countRows[0] as Record<string, number>, steps, totalMs: Date.now() - started };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
