import type { CreditEntryDto } from '../../../../shared/api-credits';
import type { GoodwillInput } from '../../../../shared/schemas/credits';
import { api } from '../../../lib/api-client';

/** POST /api/admin/customers/:id/credits: goodwill up to the role's limit, once per key (a retried click). */
export const grantGoodwill = (customerId: string, input: GoodwillInput, idempotencyKey: string) =>
  api
    .post<{ data: { entry: CreditEntryDto; balancePaise: number } }>(
      `/api/admin/customers/${customerId}/credits`,
      input,
      { headers: { 'idempotency-key': idempotencyKey } },
    )
    .then((r) => r.data);
