import { z } from 'zod';

/** POST /api/download-links: the export's path and query, as the page would have fetched it. */
export const downloadLinkRequestSchema = z.strictObject({
  path: z
    .string()
    .max(2000, 'path is too long')
    .regex(/^\/api\/[^\s\0]*$/, 'path must be one of our /api paths'),
});
export type DownloadLinkRequest = z.infer<typeof downloadLinkRequestSchema>;

/** A one-time download link used already, more than a minute old, or for another file. */
export const downloadLinkExpired = 'This download link has expired. Please download the file again.';
