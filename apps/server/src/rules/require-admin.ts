import { ADMIN_MESSAGES } from '@promptreel/contract';
import { Forbidden, Unauthenticated } from '../errors.js';

/** Answers the admin's id, or refuses: 401 for a visitor, 403 for anyone else. */
export type RequireAdmin = (viewerId: string | null) => Promise<string>;

export function requireAdminWith(isAdmin: (userId: string) => Promise<boolean>): RequireAdmin {
  return async (viewerId) => {
    if (!viewerId) throw Unauthenticated(ADMIN_MESSAGES.accessDenied);
    if (!(await isAdmin(viewerId))) throw Forbidden(ADMIN_MESSAGES.accessDenied);
    return viewerId;
  };
}
