import type { PlanDiscounts } from '../../../shared/domain/series-plan';
import type { PlanDiscountsInput } from '../../../shared/schemas/series';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { seriesRepository } from './series.repository';

/**
 * The owner's discount per plan frequency (docs/product-rules.md#plans): read by the booking form before
 * confirmation and by the server's price; a change prices new plans only, audited.
 */
export function createPlanDiscounts(deps: { db: Db; clock: Clock }) {
  return {
    get: (): Promise<PlanDiscounts> => seriesRepository.discounts(deps.db),

    async set(actor: AuthUser, input: PlanDiscountsInput): Promise<PlanDiscounts> {
      await deps.db.transaction(async (tx) => {
        await seriesRepository.setDiscounts(tx, input, deps.clock.now());
        await recordAudit(tx, {
          actor,
          action: 'plans.discounts',
          entityType: 'settings',
          entityId: 'plan-discounts',
          details: { ...input },
        });
      });
      return seriesRepository.discounts(deps.db);
    },
  };
}

export type PlanDiscountsService = ReturnType<typeof createPlanDiscounts>;
