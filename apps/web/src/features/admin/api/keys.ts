/** Query keys of the admin desk. Invalidating `all` refreshes both tabs' counts and the audit log. */
export type FlagListStatus = 'pending' | 'archived';

export const adminKeys = {
  all: ['admin'] as const,
  flags: (status: FlagListStatus) => [...adminKeys.all, 'flags', status] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
};
