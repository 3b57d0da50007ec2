import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../../../../shared/api';
import { endedByLogout, useAuth } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { session, sessionKeys } from '../../../lib/storage';

export const homeForRole: Record<Role, string> = {
  admin: paths.adminDashboard,
  cleaner: paths.cleanerDashboard,
  client: paths.profile,
};

/** SPEC §2 Route guard: login required; a wrong role goes to its own home. */
export function RequireAuth({ role }: { role?: Role }) {
  const auth = useAuth();
  const location = useLocation();
  if (!auth) {
    if (endedByLogout()) return <Navigate to={paths.home} replace />;
    const from = location.pathname + location.search;
    session.set(sessionKeys.redirectAfterLogin, from);
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  if (role && auth.user.role !== role) {
    return <Navigate to={homeForRole[auth.user.role] ?? paths.home} replace />;
  }
  return <Outlet />;
}
