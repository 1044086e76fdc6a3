// Free of zod, like every module the first load of a page imports: one zod import here would bring
// zod's code into that load (the web app's entry chunk holds every module it reaches).

export const ORIENTATIONS = ['portrait', 'landscape', 'square'] as const;

/** What `orientationSchema` accepts: the first load reads orientations from addresses with it. */
export function isOrientation(value: unknown): value is (typeof ORIENTATIONS)[number] {
  return (ORIENTATIONS as readonly unknown[]).includes(value);
}
