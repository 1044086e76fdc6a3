// Zod-free, so the pages that show remix links and buttons carry no schema code.

/** The words of remixing (issue 35): buttons, links and refusals. */
export const REMIX_TEXTS = {
  remix: 'Remix',
  logInToRemix: 'Log in to remix',
  useThisPrompt: 'Use this prompt',
  promptCopied: 'Prompt and recipe copied',
  allowRemixes: 'Allow remixes',
  removeRemixLink: 'Not a remix',
  remixesOff: 'Remixes are turned off for this video',
  sourceGone: 'The video you are remixing is no longer available',
  noRemixes: 'No remixes yet. Be the first.',
} as const;

/** The upload address that starts a remix of a video. */
export const remixUploadPath = (videoId: number) => `/upload?remix=${videoId}`;
