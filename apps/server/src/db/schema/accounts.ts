import type { Generated } from 'kysely';

/**
 * Tables of sign-in: the auth library's own (its column types: dates and booleans per dialect),
 * and ours beside them: throttles and ended sessions.
 */

type AuthDate = Date | string;

type AuthBool = boolean | number;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: AuthBool;
  image: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
  two_factor_enabled: Generated<AuthBool>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: AuthDate;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthDate | null;
  refresh_token_expires_at: AuthDate | null;
  scope: string | null;
  password: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthDate;
  created_at: AuthDate;
  updated_at: AuthDate;
}

/** An authenticator app's secret and the backup codes, encrypted by the auth library (migration 0026). */
export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Generated<AuthBool>;
  failed_verification_count: Generated<number>;
  locked_until: AuthDate | null;
}

/** The last authenticator-app time step taken from a person (migration 0028). */
export interface TotpLastStepsTable {
  user_id: string;
  step: number;
}

/** A WebAuthn credential's public key (migration 0026); the private key never leaves the device. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string | null;
  credential_id: string;
  public_key: string;
  counter: number;
  device_type: string;
  backed_up: AuthBool;
  transports: string | null;
  aaguid: string | null;
  created_at: AuthDate;
}

/** One counter per key ('sign-in:<email>', 'reset-mail:<email>', …) over a fixed window. */
export interface AuthThrottleTable {
  key: string;
  count: number;
  window_start: number;
}

/** Sessions ended by an account deletion (SHA-256 of the token), told once to the device that held one. */
export interface EndedSessionsTable {
  token_hash: string;
  expires_at: number;
  /** What the device is told once when a suspension or a ban ended it (migration 0020); null: a deletion. */
  notice: string | null;
}
