import type { CataloguesResponse } from '@promptreel/contract';
import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { previewCredentials } from '../api/preview-credentials';

/**
 * The platform a chosen file's Content Credentials name (by its tool), and the hint under the
 * platform field while that suggestion is still the chosen file's and still the chosen platform.
 */
export function usePlatformSuggestion(
  platforms: CataloguesResponse['platforms'] | undefined,
  current: { file: File | undefined; platformId: string },
) {
  const [suggested, setSuggested] = useState<{ file: File; generator: string; platformId: string } | null>(null);

  const suggest = async (
    file: File,
    isCurrent: () => boolean,
    apply: (platformId: string) => void,
    /** Told of the model the credentials name (their creating software). */
    model?: (createdWith: { name: string; version: string | null }) => void,
  ) => {
    const preview = await previewCredentials(file);
    if (isCurrent() && preview?.createdWith) model?.(preview.createdWith);
    if (!isCurrent() || !preview?.generator || !preview.platformSlug) return;
    const platform = platforms?.find((p) => p.slug === preview.platformSlug);
    if (!platform) return;
    const platformId = String(platform.id);
    setSuggested({ file, generator: preview.generator, platformId });
    apply(platformId);
  };

  const hint =
    suggested && suggested.file === current.file && suggested.platformId === current.platformId
      ? t('upload.platformSuggested', { generator: suggested.generator })
      : undefined;

  return { suggest, hint };
}
