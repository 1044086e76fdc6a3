import type { CataloguesResponse } from '@promptreel/contract';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';

export function createCataloguesService(repo: CataloguesRepository) {
  return {
    async list(): Promise<CataloguesResponse> {
      const [platforms, categories, flagCategories] = await Promise.all([
        repo.listPlatforms(),
        repo.listCategories(),
        repo.listFlagCategories(),
      ]);
      return { platforms, categories, flagCategories };
    },
  };
}
