import { z } from 'zod/mini';

export const ORIENTATIONS = ['portrait', 'landscape', 'square'] as const;
export const orientationSchema = z.enum(ORIENTATIONS);
export type Orientation = z.infer<typeof orientationSchema>;

/** What `orientationSchema` accepts, without zod: the first load reads orientations from addresses with it. */
export function isOrientation(value: unknown): value is Orientation {
  return (ORIENTATIONS as readonly unknown[]).includes(value);
}

export const platformSchema = z.object({
  id: z.int(),
  label: z.string(),
  slug: z.string(),
});
export type Platform = z.infer<typeof platformSchema>;

export const categorySchema = z.object({
  id: z.int(),
  label: z.string(),
  slug: z.string(),
  emoji: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const flagCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
});
export type FlagCategory = z.infer<typeof flagCategorySchema>;

/** GET /api/catalogues */
export const cataloguesResponseSchema = z.object({
  platforms: z.array(platformSchema),
  categories: z.array(categorySchema),
  flagCategories: z.array(flagCategorySchema),
});
export type CataloguesResponse = z.infer<typeof cataloguesResponseSchema>;
