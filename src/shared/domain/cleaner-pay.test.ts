import { describe, expect, it } from 'vitest';
import { netPayout, payFor, type PayRule } from './cleaner-pay';

describe('payFor', () => {
  const hourly = (rupees: number): PayRule => ({ kind: 'hourly', ratePaise: rupees * 100 });
  const perJob = (rupees: number): PayRule => ({ kind: 'per_job', ratePaise: rupees * 100 });
  it.each([
    ['no rule pays nothing', null, 4, 300, 0],
    ['hourly: 5 h at ₹120', hourly(120), 3, 300, 60_000],
    ['hourly: 90 min at ₹150', hourly(150), 1, 90, 22_500],
    ['hourly rounds once: 3 × 50 min at ₹120', hourly(120), 3, 150, 30_000],
    ['hourly: 7 min at ₹100 rounds to the paisa', hourly(100), 1, 7, 1_167],
    ['hourly: no work', hourly(120), 0, 0, 0],
    ['per job: 4 jobs at ₹400', perJob(400), 4, 500, 160_000],
    ['per job ignores hours', perJob(250), 1, 600, 25_000],
    ['per job: no jobs', perJob(400), 0, 0, 0],
  ])('%s', (_name, rule, jobs, minutes, paise) => {
    expect(payFor(rule, { jobs, minutes })).toBe(paise);
  });
});

describe('netPayout', () => {
  it.each([
    ['pay and tips, no cash', 60_000, 10_000, 0, 70_000],
    ['cash held is subtracted', 60_000, 10_000, 150_000, -80_000],
    ['cash equal to pay and tips', 50_000, 0, 50_000, 0],
    ['nothing at all', 0, 0, 0, 0],
  ])('%s', (_name, payPaise, tipsPaise, cashHeldPaise, net) => {
    expect(netPayout({ payPaise, tipsPaise, cashHeldPaise })).toBe(net);
  });
});
