import type { ShortLinkTarget } from '../../../../shared/schemas/short-links';
import { api } from '../../../lib/api-client';

/** Where one of our SMS short links goes, for the signed-in owner (404 for anyone else). */
export const resolveShortLink = (code: string) =>
  api.get<{ data: ShortLinkTarget }>(`/api/r/${encodeURIComponent(code)}`).then((r) => r.data);
