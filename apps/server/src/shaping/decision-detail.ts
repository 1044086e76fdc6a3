import { VIDEO_LABEL_TEXTS } from '@promptreel/contract';

/** An audit entry's stored detail as people read it: a label's name becomes its text. */
export function detailText(detail: string | null): string | null {
  if (detail === null) return null;
  return (VIDEO_LABEL_TEXTS as Record<string, string>)[detail] ?? detail;
}
