import { z } from 'zod';

/**
 * What `GET /api/r/:code` answers its owner: where the link goes (the receipt, the booking), or for a
 * job the address and a map link (the page shows them).
 */
export const shortLinkTargetSchema = z.object({
  kind: z.enum(['receipt', 'booking', 'job']),
  /** The page the web app opens. */
  to: z.string(),
  job: z
    .object({
      serviceName: z.string(),
      scheduledDate: z.string(),
      scheduledTime: z.string(),
      address: z.string(),
      mapUrl: z.string(),
    })
    .optional(),
});
export type ShortLinkTarget = z.infer<typeof shortLinkTargetSchema>;
