import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { minutesToHours, monthOf, weekOf, type DateRange } from '../../../shared/domain/earnings';
import { todayInIndia } from '../../../shared/domain/time';
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

const figures = (w: WorkRow) => ({
  jobs: w.jobs,
  minutes: w.minutes,
  hours: minutesToHours(w.minutes),
  rating: { average: w.average, count: w.rated },
  tips: paiseToRupees(w.tipsPaise),
});

export const PAYOUT_CSV_COLUMNS = [
  'Cleaner',
  'Email',
  'Phone',
  'From',
  'To',
  'Jobs done',
  'Hours',
  'Tips (INR)',
  'Average rating',
  'Ratings',
] as const;

/** What cleaners did and earned their own week and month, and the admins' payout report. */
export function createEarningsService({ db, clock }: { db: Db; clock: Clock }) {
  async function period(cleanerId: string, range: DateRange): Promise<EarningsPeriod> {
    const [row] = await repo.work(db, range, cleanerId);
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
    return { ...range, ...figures(row ?? empty) };
  }

  async function report(range: DateRange): Promise<PayoutReportDto> {
    const rows = await repo.work(db, range);
    const cleaners: PayoutRow[] = rows.map((w) => ({
      cleanerId: w.cleanerId,
      name: w.name,
      email: w.email,
      phone: w.phone,
      ...figures(w),
    }));
    const minutes = rows.reduce((n, w) => n + w.minutes, 0);
    const tipsPaise = rows.reduce((n, w) => n + w.tipsPaise, 0);
    return {
      ...range,
      cleaners,
      totals: {
        jobs: rows.reduce((n, w) => n + w.jobs, 0),
        hours: minutesToHours(minutes),
        tips: paiseToRupees(tipsPaise),
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
          c.tips.toFixed(2),
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
