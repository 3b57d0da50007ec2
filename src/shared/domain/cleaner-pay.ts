/**
 * How a cleaner's pay for a period is worked out: an admin sets each cleaner's rule,
 * hourly (per booked hour of completed jobs) or per completed job. Money is integer paise.
 */
export const PAY_RULE_KINDS = ['hourly', 'per_job'] as const;
export type PayRuleKind = (typeof PAY_RULE_KINDS)[number];

export interface PayRule {
  kind: PayRuleKind;
  ratePaise: number;
}

export interface PeriodWork {
  jobs: number;
  /** Booked minutes of the completed jobs. */
  minutes: number;
}

/** The pay a rule gives for a period's work; no rule set yet pays nothing (the report shows it unset). */
export function payFor(rule: PayRule | null, work: PeriodWork): number {
  if (!rule) return 0;
  if (rule.kind === 'per_job') return rule.ratePaise * work.jobs;
  // Per minute, rounded once at the end: 3 jobs of 50 minutes at ₹120/h pay ₹300, not 3 × ₹100.
  return Math.round((rule.ratePaise * work.minutes) / 60);
}

export interface Payout {
  payPaise: number;
  tipsPaise: number;
  /** Customers' cash the cleaner still holds: it is already in their pocket. */
  cashHeldPaise: number;
}

/** What the company owes the cleaner: pay and tips less the cash they hold (negative: they owe it). */
export const netPayout = (p: Payout) => p.payPaise + p.tipsPaise - p.cashHeldPaise;
