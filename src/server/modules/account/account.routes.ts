import type { FastifyInstance } from 'fastify';
import { dataExportSchema } from '../../../shared/api-account';
import { messageEnvelopeSchema } from '../../../shared/api';
import { todayInIndia } from '../../../shared/domain/time';
import { accountTexts } from '../../../shared/texts-account';
import { currentUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { errorResponses, typed, okMessage } from '../../platform/routing';
import type { AccountDeletionService } from './account-deletion.service';
import type { DataExportService } from './data-export.service';

/** The customer's rights over their data (DPDP Act 2023): a copy of it, and erasure with the account. */
export async function accountRoutes(
  app: FastifyInstance,
  deps: { deletion: AccountDeletionService; dataExport: DataExportService; clock: Clock },
) {
  const r = typed(app);
  const tags = ['users'];
  const auth = { config: { access: 'authenticated' as const } };

  r.get(
    '/api/users/profile/export',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Download my data',
        description:
          'Everything kept about the signed-in account (profile, addresses, bookings, payments, refunds, receipts and invoices, tips, ratings, complaints) as a JSON file. Only the caller’s own data; every download is audited.',
        response: { 200: dataExportSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const data = await deps.dataExport.exportFor(currentUser(req));
      reply
        .header(
          'content-disposition',
          `attachment; filename="chamak-my-data-${todayInIndia(deps.clock.now())}.json"`,
        )
        .header('cache-control', 'no-store');
      return data;
    },
  );

  r.delete(
    '/api/users/profile',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Delete my account',
        description:
          'Cancels upcoming visits (refunding paid ones), then erases the personal data; bookings, payments and invoices are kept anonymised as tax law requires. 409 while a visit is in progress or starts within 2 hours; 403 for staff accounts.',
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.deletion.deleteAccount(currentUser(req));
      return okMessage(accountTexts.deleted);
    },
  );
}
