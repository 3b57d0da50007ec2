import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut } from './log-out';

/** Revokes the token on the server (best effort), forgets the session and goes home. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => logOut(navigate), [navigate]);
}
