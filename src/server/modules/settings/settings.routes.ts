import type { FastifyInstance } from 'fastify';
import { publicSettingsSchema, successEnvelope, type PublicSettings } from '../../../shared/api';
import type { Config } from '../../config';
import { demoAccounts } from '../../db/seed/catalogue-data';
import { typed, ok } from '../../platform/routing';

/** Company details and switches the web app needs, from configuration (never literals in the web app). */
export function publicSettings(config: Config): PublicSettings {
  return {
    companyName: config.COMPANY_NAME,
    phone: config.COMPANY_PHONE,
    email: config.COMPANY_EMAIL,
    supportEmail: config.SUPPORT_EMAIL,
    address: config.COMPANY_ADDRESS,
    demoData: config.DEMO_DATA,
    demoAccounts: config.DEMO_DATA
      ? demoAccounts.map(({ role, email, password }) => ({ role, email, password }))
      : [],
    razorpayKeyId: config.RAZORPAY_KEY_ID ?? null,
    gstin: config.COMPANY_GSTIN ?? null,
    mapTileUrl: config.MAP_TILE_URL ?? null,
  };
}

export async function settingsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const settings = publicSettings(config);
  typed(app).get(
    '/api/settings',
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], response: { 200: successEnvelope(publicSettingsSchema) } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(settings);
    },
  );
}
