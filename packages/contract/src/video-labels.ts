/**
 * Labels a moderator puts on a video. Every viewer sees them on its card and page; 'sensitive'
 * also covers the picture until the viewer asks to see it. Each label is a decision: its creator is
 * told why and may appeal, and overturning it takes the label off.
 */
export const VIDEO_LABELS = ['ai_disclosure_missing', 'sensitive'] as const;
export type VideoLabel = (typeof VIDEO_LABELS)[number];

export const VIDEO_LABEL_TEXTS: Record<VideoLabel, string> = {
  ai_disclosure_missing: 'AI disclosure missing',
  sensitive: 'Sensitive content',
};

export const LABEL_MESSAGES = {
  unknownLabel: 'Choose AI disclosure missing or Sensitive content',
  alreadyLabelled: 'This video already has that label',
  notLabelled: 'This video does not have that label',
  labelled: 'Label added. Its creator has been told.',
  unlabelled: 'Label removed.',
  /** The button over a sensitive video's picture. */
  show: 'Show sensitive content',
} as const;
