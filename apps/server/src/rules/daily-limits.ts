import { LIMITS } from '@promptreel/contract';
import type { DailyCount, LimitedAction } from '../repositories/daily-counters.js';
import { utcDay } from '../lib/utc-day.js';

const DAILY_LIMITS: Record<LimitedAction, number> = { uploads: LIMITS.dailyUploads, flags: LIMITS.dailyFlags };

/** A daily counter as the rules see it: the count restarts at midnight UTC. */
export function dailyUsage(kind: LimitedAction, row: DailyCount | undefined, at: number) {
  const limit = DAILY_LIMITS[kind];
  const used = row && row.day === utcDay(at) ? row.count : 0;
  return { used, limit, remaining: Math.max(0, limit - used), lastDay: row?.day ?? null };
}
