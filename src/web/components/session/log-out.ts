import type { NavigateFunction } from 'react-router-dom';
import { success } from '../../../shared/texts';
import { showToast } from '../ui/toast';
import { clearSession } from '../../lib/auth-store';
import { paths } from '../../lib/paths';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

/** Revokes the token on the server (best effort), forgets the session and goes home. */
export async function logOut(navigate: NavigateFunction) {
  // POST /api/auth/logout here, not through features/auth: the auth feature's screens log out with this.
  await api.post('/api/auth/logout').catch(() => undefined);
  clearSession({ byUser: true });
  navigate(paths.home);
  queryClient.clear();
  showToast('success', success.loggedOut);
}
