/**
 * The last platform and category chosen for an upload, kept in this browser so the next upload
 * starts with them. Storage may be missing or full: never throw.
 */

const KEYS = { platformId: 'promptreel.upload.platformId', categoryId: 'promptreel.upload.categoryId' } as const;

export type RememberedChoice = keyof typeof KEYS;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readRememberedChoice(choice: RememberedChoice, store = storage()): string {
  try {
    const value = store?.getItem(KEYS[choice]) ?? '';
    return /^\d+$/.test(value) ? value : '';
  } catch {
    return '';
  }
}

export function rememberChoice(choice: RememberedChoice, value: string, store = storage()): void {
  try {
    if (value) store?.setItem(KEYS[choice], value);
    else store?.removeItem(KEYS[choice]);
  } catch {
    // Private mode or a full store: the form simply starts empty next time.
  }
}
