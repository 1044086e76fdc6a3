// Zod-free, so the upload form, the Edit dialog and Settings carry no schema code for their words.

/**
 * What a viewer sees of sensitive videos (issue 36): shown like any other, blurred until they choose
 * to show each one (the default, and every visitor's), or left out of every list.
 */
export const SENSITIVE_CHOICES = ['show', 'blur', 'hide'] as const;
export type SensitiveChoice = (typeof SENSITIVE_CHOICES)[number];
export const DEFAULT_SENSITIVE_CHOICE: SensitiveChoice = 'blur';

/** The words of sensitive content: the creator's own mark and the viewer's setting. */
export const SENSITIVE_TEXTS = {
  /** The creator's checkbox at upload and in the Edit dialog. */
  mark: 'Sensitive content',
  markHint: 'Viewers see it blurred until they choose to show it, unless their settings say otherwise.',
  /** Settings: the viewer's choice. */
  legend: 'Sensitive content',
  settingHint: 'Videos their creators or our moderators marked as sensitive.',
  show: 'Show them',
  blur: 'Blur them',
  hide: 'Hide them',
  hideHint: 'They are left out of feeds, profiles, search and collections. A link still opens one.',
  badChoice: 'Choose show, blur or hide',
  saved: 'Saved.',
} as const;
