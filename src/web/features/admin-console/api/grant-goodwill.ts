import { goodwillGrantedSchema } from '../../../../shared/api-credits';
import type { GoodwillInput } from '../../../../shared/schemas/credits';
import { parsedApi } from '../../../lib/api-parse';

/** POST /api/admin/customers/:id/credits: goodwill up to the role's limit, once per key (a retried click). */
export const grantGoodwill = (customerId: string, input: GoodwillInput, idempotencyKey: string) =>
  parsedApi.post(`/api/admin/customers/${customerId}/credits`, input, goodwillGrantedSchema, {
    headers: { 'idempotency-key': idempotencyKey },
  });
