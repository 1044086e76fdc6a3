import { z } from 'zod/mini';

/** GET /healthz: the process is alive and serving (liveness); it asks nothing of what it depends on. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

const checkSchema = z.enum(['ok', 'failed', 'not_configured']);

/** GET /readyz: 200 when the database, Redis (when configured) and storage all answer, else 503. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: checkSchema, redis: checkSchema, storage: checkSchema }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
