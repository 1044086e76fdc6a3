/** What 'Copy as JSON' puts on the clipboard. */
export interface PromptExport {
  title: string;
  prompt: string;
  platform: string | null;
  category: string | null;
  url: string;
}

export function promptJson(data: PromptExport): string {
  const { title, prompt, platform, category, url } = data;
  return JSON.stringify({ title, prompt, platform, category, url }, null, 2);
}

/** The name of the file a prompt is downloaded as. */
export const PROMPT_FILE_NAME = 'ai-prompt.txt';

/** Saves text as a file through a temporary link (works without any permission prompt). */
export function downloadText(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Give the browser a moment to start reading the blob before it is released.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
