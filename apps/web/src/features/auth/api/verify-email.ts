import { apiSend } from '../../../lib/api-client';

/**
 * GET /api/auth/verify-email?token= — the e-mailed confirmation link: marks the address verified
 * and signs the user in (sets the session cookie). Fails with the reason when the link is bad or old.
 */
export function verifyEmail(token: string): Promise<void> {
  return apiSend('/api/auth/verify-email', { query: { token } });
}
