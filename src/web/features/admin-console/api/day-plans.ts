import { useQuery } from '@tanstack/react-query';
import {
  dayPlanAppliedDtoSchema,
  dayPlanDtoSchema,
  dayPlanStateDtoSchema,
} from '../../../../shared/schemas/day-plans';
import { parsedApi } from '../../../lib/api-parse';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';

/** GET /api/admin/dispatch/plan/:date: the day's last plan (none: null) and whether the day is locked. */
export const useDayPlan = (date: string) =>
  useQuery({
    queryKey: adminKeys.dayPlan(date),
    queryFn: () => parsedApi.get(`/api/admin/dispatch/plan/${date}`, dayPlanStateDtoSchema),
  });

const km = (n: number) => `${n.toLocaleString('en-IN', { maximumFractionDigits: 1 })} km`;

/** "22 km now, 2 km planned" */
export const kmText = (before: number, after: number) => `${km(before)} now, ${km(after)} planned`;

/** POST /api/admin/dispatch/plan: a proposal; nothing changes until it is applied. */
export const usePlanDay = () =>
  useAdminAction(
    (date: string) => parsedApi.post('/api/admin/dispatch/plan', { date }, dayPlanDtoSchema),
    (_date, plan) => {
      const changes = plan.jobs.filter((j) => j.changed).length;
      return {
        title: 'Day planned',
        message: `${kmText(plan.kmBefore, plan.kmAfter)}; ${changes} job${changes === 1 ? '' : 's'} would change crew. Nothing changes until you apply it.`,
      };
    },
  );

/** POST /api/admin/dispatch/plan/:date/apply */
export const useApplyDayPlan = () =>
  useAdminAction(
    (date: string) => parsedApi.post(`/api/admin/dispatch/plan/${date}/apply`, {}, dayPlanAppliedDtoSchema),
    (_date, result) => ({
      title: 'Plan applied',
      message: `${result.changed} job${result.changed === 1 ? '' : 's'} changed crew; only their customers and new cleaners were told.`,
    }),
  );

/** PUT /api/admin/dispatch/plan/:date/lock */
export const useLockDay = () =>
  useAdminAction(
    ({ date, locked }: { date: string; locked: boolean }) =>
      parsedApi.put(`/api/admin/dispatch/plan/${date}/lock`, { locked }, dayPlanStateDtoSchema),
    ({ locked }) => ({
      title: locked ? 'Day locked' : 'Day unlocked',
      message: locked
        ? 'Its crews stay as they are: nobody re-plans it, not even before the evening push.'
        : 'It can be planned again, and is re-planned before the evening push.',
    }),
  );
