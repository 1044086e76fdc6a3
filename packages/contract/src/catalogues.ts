import { z } from 'zod/mini';
import { ORIENTATIONS } from './orientations.js';

export const orientationSchema = z.enum(ORIENTATIONS);
export type Orientation = z.infer<typeof orientationSchema>;

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
