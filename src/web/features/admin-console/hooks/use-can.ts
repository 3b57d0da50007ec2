import { can, type Action } from '../../../../shared/domain/permissions';
import { useAuth } from '../../../lib/auth-store';

/**
 * What the signed-in staff member may do, read from the one permission table the server enforces
 * (src/shared/domain/permissions.ts): a control a role cannot use is not shown at all.
 */
export function useCan(): (action: Action) => boolean {
  const role = useAuth()?.user.role;
  return (action) => can(role, action);
}
