// `npm run seed:scale [-- --force]`: a national operator's year on DATABASE_URL's PostgreSQL (issue 34
// part 5): migrations, the demo seed, then 500 cleaners, 200,000 customers and 1,000,000 bookings with
// their crews, payments, refunds, collections, ratings, complaints and messages (src/server/ops/seed-scale.ts).
// SEED_SCALE multiplies the counts (0.01: 10,000 bookings). Refuses a database with bookings unless --force.
import { SCALE_CLEANER, SCALE_CUSTOMER, seedScale } from '../src/server/ops/seed-scale';

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('seed:scale needs DATABASE_URL (a PostgreSQL database to fill).');
  const scale = Number(process.env.SEED_SCALE ?? 1);
  if (!(scale > 0)) throw new Error(`SEED_SCALE must be a positive number (got ${process.env.SEED_SCALE}).`);
  console.log(`seed:scale at ${scale}× on ${new URL(databaseUrl).pathname.slice(1)}`);
  const result = await seedScale(databaseUrl, {
    scale,
    force: process.argv.includes('--force'),
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`\nRows:`);
  for (const [table, n] of Object.entries(result.counts))
    console.log(`  ${table.padEnd(22)} ${n.toLocaleString('en-IN').padStart(12)}`);
  console.log(
    `\nDone in ${(result.totalMs / 1000).toFixed(1)} s. Sign in as ${SCALE_CUSTOMER.email} / ${SCALE_CUSTOMER.password} ` +
      `(200 bookings), ${SCALE_CLEANER.email} / ${SCALE_CLEANER.password}, or admin@chamak.in / Admin@1234.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
