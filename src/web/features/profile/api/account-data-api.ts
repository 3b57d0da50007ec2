import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** DELETE /api/users/profile: cancels upcoming visits, erases the person, ends every session. */
export const deleteAccount = () => api.delete<{ message: string }>('/api/users/profile');

/** GET /api/users/profile/export, saved as the file the server names. */
export const downloadMyData = (): Promise<void> =>
  downloadFile('/api/users/profile/export', 'chamak-my-data.json');
