import { z } from 'zod/mini';

export const DATA_EXPORT_MESSAGES = {
  tooSoon: 'You can download your data once a day. Please try again tomorrow.',
  notFound: 'This download link does not exist',
  expired: 'This download link has expired. Ask for your data again in Settings.',
} as const;

/** How long a prepared ZIP can be downloaded. */
export const DATA_EXPORT_DAYS = 7;

/**
 * GET and POST /api/me/data-export: the newest request. 'none': never asked; 'preparing': the job
 * is making the ZIP; 'ready': the e-mailed link works until `expiresAt`; 'expired'; 'failed'.
 */
export const dataExportStatusSchema = z.object({
  status: z.enum(['none', 'preparing', 'ready', 'expired', 'failed']),
  /** ISO timestamps; null when not applicable. */
  requestedAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
});
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;
