// Zod-free, so the pages that show remix links and buttons carry no schema code.

/** The words of remixing (issue 35): buttons, links and refusals. */
export const REMIX_TEXTS = {
  remix: 'Remix',
  logInToRemix: 'Log in to remix',
  useThisPrompt: 'Use this prompt',
  promptCopied: 'Prompt and recipe copied',
  allowRemixes: 'Allow remixes',
  allowRemixesHint: 'Others can start a video from your prompt and recipe, linked back to this one.',
  remixedFrom: 'Remixed from',
  verified: 'Verified remix',
  verifiedHint: "The file's Content Credentials name this video as an ingredient.",
  aRemovedVideo: 'a removed video',
  chainStartedBy: 'First in this chain:',
  removeRemixLink: 'Not a remix',
  remixesOff: 'Remixes are turned off for this video',
  sourceGone: 'The video you are remixing is no longer available',
  noRemixes: 'No remixes yet. Be the first.',
} as const;

/** 'Remixes (3)': the heading of a video's remixes. */
export const remixesHeading = (count: number) => `Remixes (${count})`;

/** The upload address that starts a remix of a video. */
export const remixUploadPath = (videoId: number) => `/upload?remix=${videoId}`;
