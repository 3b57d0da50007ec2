import type { Db, DbOrTx } from '../../db/client';
import { todayInIndia } from '../../../shared/domain/time';
import { DEFAULT_LANGUAGE } from '../../../shared/language';
import {
  GRIEVANCE_ANSWER_DAYS,
  grievanceReference,
  privacyTexts,
  type AdminGrievance,
  type GrievanceInput,
  type GrievanceReceipt,
  type GrievanceStatus,
} from '../../../shared/schemas/privacy';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/index';
import { grievancesRepository as repo, type GrievanceRow } from './grievances.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days (begun) until the grievance is due: 90 when it arrives, 0 at the moment, negative once overdue. */
export function daysLeft(dueAt: Date, now: Date): number {
  const ms = dueAt.getTime() - now.getTime();
  return ms >= 0 ? Math.ceil(ms / DAY_MS) : -Math.ceil(-ms / DAY_MS);
}

/** Account erasure: the person's grievances keep their reference and dates, not who sent them or what they said. */
export const redactGrievancesOf = (tx: DbOrTx, userId: string, email: string, placeholder: string) =>
  repo.redactForAccount(tx, userId, email, placeholder);

/** The data export: the account's grievances, as the person sent them. */
export async function grievancesOf(db: DbOrTx, userId: string, email: string) {
  return (await repo.ofAccount(db, userId, email)).map((g) => ({
    reference: grievanceReference(g.number),
    message: g.message,
    status: g.status,
    answer: g.answer,
    dueAt: g.dueAt.toISOString(),
    createdAt: g.createdAt.toISOString(),
  }));
}

const facts = (g: GrievanceRow) => ({
  name: g.name,
  reference: grievanceReference(g.number),
  dueDate: todayInIndia(g.dueAt),
});

/**
 * Grievances about personal data (DPDP Rules 2025; docs/decisions/043-dpdp.md): anyone sends one and gets a
 * reference and the day we answer by (90 days on); admins answer each once, audited, and the person is told.
 */
export function createGrievancesService(deps: { db: Db; clock: Clock; brand: Brand }) {
  const { db, clock } = deps;

  return {
    async submit(input: GrievanceInput): Promise<GrievanceReceipt> {
      const now = clock.now();
      const dueAt = new Date(now.getTime() + GRIEVANCE_ANSWER_DAYS * DAY_MS);
      const row = await db.transaction(async (tx) => {
        const saved = await repo.insert(tx, {
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          message: input.message,
          language: input.language ?? DEFAULT_LANGUAGE,
          dueAt,
          createdAt: now,
        });
        await enqueueEmail(tx, {
          kind: 'grievance-received',
          to: saved.email,
          ...templateCall('grievance-received', { ...deps.brand, language: saved.language }, facts(saved)),
        });
        return saved;
      });
      return { reference: grievanceReference(row.number), dueAt: row.dueAt.toISOString() };
    },

    async list(status: GrievanceStatus): Promise<AdminGrievance[]> {
      const now = clock.now();
      return (await repo.list(db, status)).map((g) => ({
        id: g.id,
        reference: grievanceReference(g.number),
        name: g.name,
        email: g.email,
        phone: g.phone,
        message: g.message,
        status: g.status,
        answer: g.answer,
        answeredAt: g.answeredAt?.toISOString() ?? null,
        dueAt: g.dueAt.toISOString(),
        createdAt: g.createdAt.toISOString(),
        daysLeft: daysLeft(g.dueAt, now),
      }));
    },

    async answer(actor: AuthUser, id: string, answer: string): Promise<void> {
      await db.transaction(async (tx) => {
        const answered = await repo.answer(tx, id, answer, actor.id, clock.now());
        if (!answered) {
          if (await repo.find(tx, id)) throw conflict(privacyTexts.alreadyAnswered, 'CONFLICT');
          throw notFound(privacyTexts.grievanceNotFound, 'NOT_FOUND');
        }
        await enqueueEmail(tx, {
          kind: 'grievance-answered',
          to: answered.email,
          ...templateCall(
            'grievance-answered',
            { ...deps.brand, language: answered.language },
            facts(answered),
            answer,
          ),
        });
        await recordAudit(tx, {
          actor,
          action: 'grievance.answer',
          entityType: 'grievance',
          entityId: id,
          details: {
            reference: grievanceReference(answered.number),
            daysLeft: daysLeft(answered.dueAt, clock.now()),
          },
        });
      });
    },
  };
}

export type GrievancesService = ReturnType<typeof createGrievancesService>;
