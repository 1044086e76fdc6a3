import { DEFAULT_STUDIO_PERIOD, STUDIO_PERIODS, type StudioPeriod } from '@promptreel/contract';

export interface StudioParams {
  days: StudioPeriod;
  /** One video's view, or null for all the creator's videos. */
  video: number | null;
}

/** Reads ?days=&video= ; anything else than a period or a video id falls back to the defaults. */
export function parseStudioParams(params: URLSearchParams): StudioParams {
  const days = Number(params.get('days'));
  const video = params.get('video');
  return {
    days: STUDIO_PERIODS.find((period) => period === days) ?? DEFAULT_STUDIO_PERIOD,
    video: video && /^[1-9]\d{0,14}$/.test(video) ? Number(video) : null,
  };
}
