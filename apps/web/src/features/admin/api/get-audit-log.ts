import type { AuditLogQuery, AuditLogResponse } from '@promptreel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { adminKeys } from './keys';

export type AuditFilter = AuditLogQuery;

/** `?target=…&moderator=…`, or '' for everything; the CSV link takes the same. */
export function auditQueryString(filter: AuditFilter): string {
  const params = new URLSearchParams();
  if (filter.target) params.set('target', filter.target);
  if (filter.moderator) params.set('moderator', filter.moderator);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/admin/audit-log — the newest 100 decisions matching the filter, and who can be filtered by. */
export function getAuditLog(filter: AuditFilter, signal?: AbortSignal): Promise<AuditLogResponse> {
  return apiRequest<AuditLogResponse>(`/api/admin/audit-log${auditQueryString(filter)}`, { signal });
}

/** Where the browser downloads every matching decision as CSV. */
export const auditCsvHref = (filter: AuditFilter) => `/api/admin/audit-log.csv${auditQueryString(filter)}`;

export function auditLogQueryOptions(filter: AuditFilter = {}) {
  return queryOptions({
    queryKey: adminKeys.auditLog(filter),
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    staleTime: 0,
    retry: retryUnlessClientError,
    // The list stays while another filter loads, so the filter controls keep their place and focus.
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filter: AuditFilter = {}) {
  return useQuery(auditLogQueryOptions(filter));
}
