import { useQuery } from '@tanstack/react-query';
import { adminMembershipPlansSchema } from '../../../../shared/api-memberships';
import { api } from '../../../lib/api-client';
import { parsedApi } from '../../../lib/api-parse';
import { useAdminAction } from '../hooks/use-admin-action';
import type { MembershipPlanForm } from '../model/admin-forms';
import { adminKeys } from './admin-keys';

/** GET /api/admin/memberships/plans: every plan with its live members. */
export const useMembershipPlansAdmin = () =>
  useQuery({
    queryKey: adminKeys.membershipPlans(),
    queryFn: () =>
      parsedApi.get('/api/admin/memberships/plans', adminMembershipPlansSchema).then((d) => d.plans),
  });

/** POST a new plan, or PUT a plan's changes. */
export const useSaveMembershipPlan = () =>
  useAdminAction(
    ({ id, form }: { id?: string; form: MembershipPlanForm }) =>
      id
        ? api.put(`/api/admin/memberships/plans/${id}`, form)
        : api.post('/api/admin/memberships/plans', form),
    (i) => ({ title: 'Plan saved', message: `${i.form.name} is saved.` }),
  );
