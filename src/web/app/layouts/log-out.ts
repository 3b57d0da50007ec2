import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { success } from '../../../shared/texts';
import { showToast } from '../../components/ui/toast';
import { clearSession } from '../../lib/auth-store';
import { paths } from '../../lib/paths';
import { logout } from '../../features/auth/api/auth-api';

/** Revokes the token on the server (best effort), forgets the session and goes home. */
export async function logOut(navigate: NavigateFunction, queryClient: QueryClient) {
  await logout().catch(() => undefined);
  clearSession({ byUser: true });
  navigate(paths.home);
  queryClient.clear();
  showToast('success', success.loggedOut);
}
