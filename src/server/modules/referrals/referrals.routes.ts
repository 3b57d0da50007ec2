import type { FastifyInstance } from 'fastify';
import {
  adminReferralsSchema,
  myReferralSchema,
  referralCheckSchema,
  referralRewardsSchema,
} from '../../../shared/api-referrals';
import { successEnvelope } from '../../../shared/api';
import {
  adminReferralsQuerySchema,
  referralCodeParams,
  referralRewardsInputSchema,
} from '../../../shared/schemas/referrals';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { ReferralsService } from './referrals.service';

export async function referralsRoutes(app: FastifyInstance, { referrals }: { referrals: ReferralsService }) {
  const r = typed(app);

  r.get(
    '/api/users/referral',
    {
      config: { access: 'client' as const },
      schema: {
        tags: ['users'],
        summary: "The customer's referral code and link (made on the first ask), the rewards and counts",
        response: { 200: successEnvelope(myReferralSchema), ...errorResponses },
      },
    },
    async (req) => ok(await referrals.mine(currentUser(req).id)),
  );

  r.get(
    '/api/referrals/:code',
    {
      config: { access: 'public' as const },
      schema: {
        tags: ['users'],
        summary:
          "A referral link's code: the rewards, or 404 when it is not valid (the signup page asks first)",
        params: referralCodeParams,
        response: { 200: successEnvelope(referralCheckSchema), ...errorResponses },
      },
    },
    async (req) => ok(await referrals.check(req.params.code)),
  );

  r.get(
    '/api/admin/referrals',
    {
      config: { access: 'referrals.read' as const },
      schema: {
        tags: ['admin'],
        summary: 'Referrals, newest first, with their state and a refusal’s reason; the reward amounts',
        querystring: adminReferralsQuerySchema,
        response: { 200: successEnvelope(adminReferralsSchema), ...errorResponses },
      },
    },
    async (req) => ok(await referrals.adminList(req.query)),
  );

  r.put(
    '/api/admin/referrals/rewards',
    {
      config: { access: 'settings' as const },
      schema: {
        tags: ['admin'],
        summary:
          "The owner's referral rewards in whole rupees, each side (0 pays that side nothing); audited",
        body: referralRewardsInputSchema,
        response: { 200: successEnvelope(referralRewardsSchema), ...errorResponses },
      },
    },
    async (req) => ok(await referrals.setRewards(currentUser(req), req.body), 'Referral rewards saved'),
  );
}
