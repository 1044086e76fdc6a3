/**
 * The video the viewer showed last. The list it was opened from, shown again (the viewer's close
 * button or the browser's Back), brings that card into view: the viewer may have moved far down it.
 */
let lastShown: number | null = null;

export function rememberLastShown(id: number | null): void {
  lastShown = id;
}

/** The id once: a list that finds its card clears it, so a later visit scrolls as usual. */
export function takeLastShown(ids: readonly number[]): number | null {
  if (lastShown === null || !ids.includes(lastShown)) return null;
  const id = lastShown;
  lastShown = null;
  return id;
}
