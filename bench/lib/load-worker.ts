/**
 * The load generator, in a process of its own so it never shares an event loop with the server.
 * Reads a LoadSpec (JSON) from argv, runs a warm-up round and then a measured round with autocannon,
 * and prints the measured figures as one JSON line.
 */
import autocannon from 'autocannon';
import type { LoadResult, LoadSpec } from './load';

const spec = JSON.parse(process.argv[2]) as LoadSpec;
let counter = spec.bookings?.firstSlot ?? 0;

function bookingBody() {
  const b = spec.bookings!;
  const n = counter++;
  // Consecutive requests (those in flight together) go to different days, as a city's bookings spread;
  // each start time of each day still takes perSlot bookings in all, its requests `days` apart. (Several
  // at once for one start time all find the same free cleaner, and all but one retry after the exclusion
  // constraint refuses them: contention the multi-process and fault tests hold, not this load's figure.)
  const days = b.lastDayOffset - b.firstDayOffset + 1;
  const day = b.firstDayOffset + (n % days);
  const slot = Math.floor(Math.floor(n / days) / b.perSlot);
  const date = new Date(Date.parse(b.startDate) + day * 86_400_000).toISOString().slice(0, 10);
  return {
    token: b.tokens[n % b.tokens.length],
    body: JSON.stringify({
      serviceId: b.serviceId,
      packageId: 'Basic',
      address: { line1: '12 MG Road', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: date,
      scheduledTime: b.times[slot % b.times.length],
    }),
  };
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function round(durationS: number): Promise<Omit<LoadResult, 'warmupTotal'>> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: durationS }),
    overallRate: spec.overallRate,
    requests: [
      {
        method: spec.method ?? 'GET',
        headers: {
          ...spec.headers,
          ...(spec.body || spec.bookings ? { 'content-type': 'application/json' } : {}),
        },
        body: spec.body,
        // autocannon calls setupRequest whenever the key exists, even when undefined.
        ...(spec.bookings && {
          setupRequest: (req: Record<string, unknown>) => {
            const { token, body } = bookingBody();
            return {
              ...req,
              body,
              headers: { ...(req.headers as object), authorization: `Bearer ${token}` },
            };
          },
        }),
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const total = latencies.length;
  const seconds = spec.amount ? (performance.now() - started) / 1000 : durationS;
  return {
    rps: total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    statuses,
    errors: result.errors + result.timeouts,
    total,
    nextSlot: counter,
  };
}

// A warm-up of 0 s (the bench's --quick smoke) skips the round.
const warmupTotal = spec.warmupS > 0 ? (await round(spec.warmupS)).total : 0;
console.log(JSON.stringify({ ...(await round(spec.durationS)), warmupTotal }));
