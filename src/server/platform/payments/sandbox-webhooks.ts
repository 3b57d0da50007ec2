import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './provider';
import type { SandboxProvider } from './sandbox-provider';

/** The sandbox delivers its webhooks through our own endpoint, signed, exactly as Razorpay would. */
export function connectSandboxWebhooks(app: FastifyInstance, provider: PaymentProvider | null) {
  if (provider?.name !== 'sandbox') return;
  (provider as SandboxProvider).connectWebhooks(async ({ body, signature, eventId }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });
    if (res.statusCode >= 300)
      app.log.error({ status: res.statusCode, body: res.body }, 'sandbox webhook refused');
  });
}
