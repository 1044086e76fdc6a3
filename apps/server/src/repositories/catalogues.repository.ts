import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export function createCataloguesRepository(db: Kysely<Database>) {
  return {
    listPlatforms: () => db.selectFrom('video_platforms').select(['id', 'label', 'slug']).orderBy('slug').execute(),
    listCategories: () =>
      db.selectFrom('video_categories').select(['id', 'label', 'slug', 'emoji']).orderBy('slug').execute(),
    listFlagCategories: () =>
      db.selectFrom('video_flag_categories').select(['id', 'name', 'description']).orderBy('id').execute(),
    findPlatformById: (id: number) =>
      db.selectFrom('video_platforms').select(['id', 'label', 'slug']).where('id', '=', id).executeTakeFirst(),
    findCategoryById: (id: number) =>
      db.selectFrom('video_categories').select(['id', 'label', 'slug']).where('id', '=', id).executeTakeFirst(),
    findPlatformBySlug: (slug: string) =>
      db.selectFrom('video_platforms').select(['id', 'label', 'slug']).where('slug', '=', slug).executeTakeFirst(),
    findCategoryBySlug: (slug: string) =>
      db.selectFrom('video_categories').select(['id', 'label', 'slug']).where('slug', '=', slug).executeTakeFirst(),
  };
}

export type CataloguesRepository = ReturnType<typeof createCataloguesRepository>;
