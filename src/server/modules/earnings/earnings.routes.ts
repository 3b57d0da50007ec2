import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../../shared/api';
import {
  cleanerEarningsSchema,
  payoutQuerySchema,
  payoutReportSchema,
} from '../../../shared/schemas/earnings';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { EarningsService } from './earnings.service';

/** A cleaner's own earnings; the admins' payout report as JSON or CSV. */
export async function earningsRoutes(app: FastifyInstance, { earnings }: { earnings: EarningsService }) {
  const r = typed(app);
  const tags = ['earnings'];

  r.get(
    '/api/cleaner/earnings',
    {
      config: { access: 'cleaner' as const },
      schema: {
        tags,
        summary:
          'Jobs done, hours, average rating and tips this week (Monday–Sunday) and this month, India time',
        response: { 200: successEnvelope(cleanerEarningsSchema), ...errorResponses },
      },
    },
    async (req) => ok(await earnings.forCleaner(currentUser(req).id)),
  );

  const sendCsv = async (req: FastifyRequest, reply: FastifyReply, q: { from: string; to: string }) => {
    const csv = await earnings.reportCsv(q, currentUser(req));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="chamak-payouts-${q.from}-to-${q.to}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  };

  r.get(
    '/api/admin/payouts',
    {
      config: { access: 'payouts' as const },
      schema: {
        tags,
        summary:
          'Per cleaner: jobs, hours, tips and stars for the visits dated from..to (India); ?format=csv downloads it',
        querystring: payoutQuerySchema,
        response: { 200: successEnvelope(payoutReportSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') return sendCsv(req, reply, req.query);
      return ok(await earnings.report(req.query));
    },
  );

  r.get(
    '/api/admin/payouts.csv',
    {
      config: { access: 'exports' as const, downloadLink: true },
      schema: { tags, summary: 'The payout report as CSV', querystring: payoutQuerySchema },
    },
    async (req, reply) => sendCsv(req, reply, req.query),
  );
}
