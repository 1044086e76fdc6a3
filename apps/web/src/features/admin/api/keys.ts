import type { AuditFilter } from './get-audit-log';

/** Query keys of the admin desk. Invalidating `all` refreshes both tabs' counts and the audit log. */
export type FlagListStatus = 'pending' | 'archived';

export const adminKeys = {
  all: ['admin'] as const,
  flags: (status: FlagListStatus) => [...adminKeys.all, 'flags', status] as const,
  appeals: (status: 'pending' | 'decided') => [...adminKeys.all, 'appeals', status] as const,
  auditLog: (filter: AuditFilter = {}) => [...adminKeys.all, 'audit-log', filter] as const,
};
