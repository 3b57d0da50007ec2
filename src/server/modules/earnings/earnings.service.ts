import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { minutesToHours, monthOf, weekOf, type DateRange } from '../../../shared/domain/earnings';
import { addDays, slotStart, todayInIndia } from '../../../shared/domain/time';
import { netPayout, payFor, type PayRule } from '../../../shared/domain/cleaner-pay';
import { paiseToRupees } from '../../../shared/money';
import type {
  CleanerEarningsDto,
  EarningsPeriod,
  PayoutReportDto,
  PayoutRow,
} from '../../../shared/schemas/earnings';
import { recordAudit, type AuditEntry } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { earningsRepository as repo, type WorkRow } from './earnings.repository';

/** What the report needs of the collections module: pay rules and the cash cleaners hold. */
export interface PayoutMoney {
  payRuleMap(): Promise<Map<string, PayRule>>;
  cashHeldTotals(until: Date): Promise<Map<string, number>>;
}

interface Money {
  rule: PayRule | null;
  payPaise: number;
  cashHeldPaise: number;
  netPaise: number;
}

const figures = (w: WorkRow, money: Money) => ({
  jobs: w.jobs,
  minutes: w.minutes,
  hours: minutesToHours(w.minutes),
  rating: { average: w.average, count: w.rated },
  tips: paiseToRupees(w.tipsPaise),
  payRule: money.rule ? { kind: money.rule.kind, rate: paiseToRupees(money.rule.ratePaise) } : null,
  pay: paiseToRupees(money.payPaise),
  cashHeld: paiseToRupees(money.cashHeldPaise),
  net: paiseToRupees(money.netPaise),
});

export const PAYOUT_CSV_COLUMNS = [
  'Cleaner',
  'Email',
  'Phone',
  'From',
  'To',
  'Jobs done',
  'Hours',
  'Pay rule',
  'Pay (INR)',
  'Tips (INR)',
  'Cash held (INR)',
  'Net (INR)',
  'Average rating',
  'Ratings',
] as const;

/** What cleaners did and earned: their own week and month, and the admins' payout report. */
export function createEarningsService({ db, clock, money }: { db: Db; clock: Clock; money?: PayoutMoney }) {
  /** Each cleaner's pay, cash held (collected up to the range's last India day, or now) and net. */
  async function moneyOf(range: DateRange) {
    const endOfRange = slotStart(addDays(range.to, 1), '00:00');
    const until = new Date(Math.min(endOfRange.getTime(), clock.now().getTime()));
    const [rules, cash] = money
      ? await Promise.all([money.payRuleMap(), money.cashHeldTotals(until)])
      : [new Map<string, PayRule>(), new Map<string, number>()];
    return (w: WorkRow): Money => {
      const rule = rules.get(w.cleanerId) ?? null;
      const payPaise = payFor(rule, w);
      const cashHeldPaise = cash.get(w.cleanerId) ?? 0;
      return {
        rule,
        payPaise,
        cashHeldPaise,
        netPaise: netPayout({ payPaise, tipsPaise: w.tipsPaise, cashHeldPaise }),
      };
    };
  }

  async function period(cleanerId: string, range: DateRange): Promise<EarningsPeriod> {
    const [row] = await repo.work(db, range, cleanerId);
    const moneyFor = await moneyOf(range);
    const empty: WorkRow = {
      cleanerId,
      name: '',
      email: '',
      phone: '',
      jobs: 0,
      minutes: 0,
      average: null,
      rated: 0,
      tipsPaise: 0,
    };
    const work = row ?? empty;
    return { ...range, ...figures(work, moneyFor(work)) };
  }

  async function report(range: DateRange): Promise<PayoutReportDto> {
    const rows = await repo.work(db, range);
    const moneyFor = await moneyOf(range);
    const monies = rows.map(moneyFor);
    const cleaners: PayoutRow[] = rows.map((w, i) => ({
      cleanerId: w.cleanerId,
      name: w.name,
      email: w.email,
      phone: w.phone,
      ...figures(w, monies[i]!),
    }));
    const minutes = rows.reduce((n, w) => n + w.minutes, 0);
    const tipsPaise = rows.reduce((n, w) => n + w.tipsPaise, 0);
    const sum = (key: 'payPaise' | 'cashHeldPaise' | 'netPaise') => monies.reduce((n, x) => n + x[key], 0);
    return {
      ...range,
      cleaners,
      totals: {
        jobs: rows.reduce((n, w) => n + w.jobs, 0),
        hours: minutesToHours(minutes),
        pay: paiseToRupees(sum('payPaise')),
        tips: paiseToRupees(tipsPaise),
        cashHeld: paiseToRupees(sum('cashHeldPaise')),
        net: paiseToRupees(sum('netPaise')),
      },
    };
  }

  return {
    /** This week (Monday–Sunday) and this month, India time. */
    async forCleaner(cleanerId: string): Promise<CleanerEarningsDto> {
      const today = todayInIndia(clock.now());
      const [week, month] = await Promise.all([
        period(cleanerId, weekOf(today)),
        period(cleanerId, monthOf(today)),
      ]);
      return { timeZone: 'Asia/Kolkata', weekStartsOn: 'Monday', week, month };
    },

    report,

    /**
     * The report as CSV through csv-stringify. Names and emails come from people: a cell that starts with
     * = + - @ (or a tab or carriage return) is prefixed with ' so a spreadsheet shows it as text instead
     * of running it as a formula (escape_formulas).
     */
    async reportCsv(range: DateRange, exportedBy: AuditEntry['actor'] = null): Promise<string> {
      const r = await report(range);
      // A download of people's names, emails and phones: who took it and when is kept (audit).
      await recordAudit(db, {
        actor: exportedBy,
        action: 'export.payouts',
        entityType: 'payout_report',
        details: { from: r.from, to: r.to, rows: r.cleaners.length, format: 'csv' },
      });
      return stringify(
        r.cleaners.map((c) => [
          c.name,
          c.email,
          c.phone,
          r.from,
          r.to,
          c.jobs,
          c.hours,
          c.payRule
            ? `${c.payRule.kind === 'hourly' ? 'Hourly' : 'Per job'} ${c.payRule.rate.toFixed(2)}`
            : '',
          c.pay.toFixed(2),
          c.tips.toFixed(2),
          c.cashHeld.toFixed(2),
          c.net.toFixed(2),
          c.rating.average ?? '',
          c.rating.count,
        ]),
        {
          header: true,
          columns: [...PAYOUT_CSV_COLUMNS],
          escape_formulas: true,
          record_delimiter: 'windows',
        },
      );
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
