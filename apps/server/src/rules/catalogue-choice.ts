import { UPLOAD_MESSAGES } from '@promptreel/contract';
import { Invalid } from '../errors.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';

/** The platform and category a video is given (on upload or edit): both must exist, each named in its field. */
export async function chosenCatalogue(catalogues: CataloguesRepository, platformId: number, categoryId: number) {
  const [platform, category] = await Promise.all([
    catalogues.findPlatformById(platformId),
    catalogues.findCategoryById(categoryId),
  ]);
  if (!platform)
    throw Invalid(UPLOAD_MESSAGES.platformRequired, [
      { field: 'platformId', message: UPLOAD_MESSAGES.platformRequired },
    ]);
  if (!category)
    throw Invalid(UPLOAD_MESSAGES.categoryRequired, [
      { field: 'categoryId', message: UPLOAD_MESSAGES.categoryRequired },
    ]);
  return { platform, category };
}
