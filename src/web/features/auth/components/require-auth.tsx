import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../../../../shared/api';
import { isStaffRole } from '../../../../shared/domain/staff-roles';
import {
  endedByLogout,
  getSession,
  useAuth,
  useSecondFactorSetupRequired,
  type AuthSession,
} from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { session, sessionKeys } from '../../../lib/storage';

export const homeForRole: Record<Role, string> = {
  admin: paths.adminDashboard,
  cleaner: paths.cleanerDashboard,
  client: paths.profile,
  // Every staff role lands on the console, which shows what its permissions allow.
  dispatcher: paths.adminDashboard,
  support: paths.adminDashboard,
  finance: paths.adminDashboard,
  city_manager: paths.adminDashboard,
};

/** Who a guarded route is for: one role, or 'staff' (the owner and every staff role: the admin console). */
export type GuardRole = Role | 'staff';
const admits = (guard: GuardRole, role: Role) => (guard === 'staff' ? isStaffRole(role) : guard === role);

/**
 * Route guard: login required; a wrong role goes to its own home. Where a visitor of a guarded
 * page `from` goes instead, or null when they may stay. A guest's way to /login remembers `from`.
 */
function guardTarget(auth: AuthSession | null, role: GuardRole | undefined, from: string): string | null {
  if (!auth) {
    if (endedByLogout()) return paths.home;
    session.set(sessionKeys.redirectAfterLogin, from);
    return paths.login;
  }
  if (role && !admits(role, auth.user.role)) return homeForRole[auth.user.role] ?? paths.home;
  return null;
}

/**
 * The guard before the app's first render: a guest opening a guarded page goes to /login without first
 * painting an empty page (a layout shift when the login form then arrives), and without loading the
 * guarded page's code. The caller replaces the history entry, so Back does not bounce.
 */
export function guardRedirect(role: GuardRole | undefined, from: string): string | null {
  return guardTarget(getSession(), role, from);
}

// Only an account still on a temporary password (after a reload) opens it.
const NewPasswordDialog = lazy(() =>
  import('./new-password-dialog').then((m) => ({ default: m.NewPasswordDialog })),
);
// Only a staff account that must set up its second factor first opens it.
const SecondFactorSetupScreen = lazy(() =>
  import('./second-factor-setup-screen').then((m) => ({ default: m.SecondFactorSetupScreen })),
);

/**
 * The same guard while a page is open: logging out (here or in another tab) leaves it. An account on a
 * temporary password sees nothing but the new-password dialog: the server refuses it everything else.
 */
export function RequireAuth({ role }: { role?: GuardRole }) {
  const auth = useAuth();
  const setupRequired = useSecondFactorSetupRequired();
  const location = useLocation();
  const from = location.pathname + location.search;
  const target = guardTarget(auth, role, from);
  if (target === paths.login) return <Navigate to={target} replace state={{ from }} />;
  if (target) return <Navigate to={target} replace />;
  if (auth?.user.mustChangePassword) {
    return (
      <Suspense fallback={null}>
        <NewPasswordDialog onDone={() => undefined} />
      </Suspense>
    );
  }
  if (setupRequired && isStaffRole(auth?.user.role)) {
    return (
      <Suspense fallback={null}>
        <SecondFactorSetupScreen />
      </Suspense>
    );
  }
  return <Outlet />;
}
