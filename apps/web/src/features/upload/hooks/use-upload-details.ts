import type { CataloguesResponse, FileRecipe, Recipe } from '@promptreel/contract';
import { useEffect, useRef, useState } from 'react';
import { recipeValues } from '../../../lib/recipe-form';
import { readRememberedChoice, rememberChoice } from '../utils/remembered-choices';
import { withFileRecipe } from './use-file-recipe';
import { titleFromFileName, type UploadField, type UploadValues } from '../utils/upload-validation';

/** What a remix starts from: its source's prompt, tool, category and recipe. */
export interface StartingRecipe {
  prompt: string | null;
  platformId: number | null;
  categoryId: number | null;
  recipe: Recipe | null;
}

const chosen = (id: number | null | undefined, remembered: 'platformId' | 'categoryId') =>
  id ? String(id) : readRememberedChoice(remembered);

/**
 * The form's details and which fields the user has been in. Platform and category start from the
 * remixed video's, else the last upload's choice; a platform the user picks here (or a remix's)
 * is not overridden by a file's suggestion.
 */
export function useUploadDetails(catalogues: CataloguesResponse | undefined, start: StartingRecipe | null = null) {
  const [values, setValues] = useState<UploadValues>(() => ({
    title: '',
    description: '',
    prompt: start?.prompt ?? '',
    platformId: chosen(start?.platformId, 'platformId'),
    categoryId: chosen(start?.categoryId, 'categoryId'),
    allowRemixes: 'true',
    sensitive: 'false',
    visibility: 'public',
    publishAt: '',
    ...recipeValues(start?.recipe ?? null),
  }));
  const [touched, setTouched] = useState<Partial<Record<UploadField, boolean>>>({});
  const platformPicked = useRef(Boolean(start?.platformId));

  // A remembered choice that no longer exists in the catalogue falls back to none.
  const platforms = catalogues?.platforms;
  const categories = catalogues?.categories;
  useEffect(() => {
    if (!platforms || !categories) return;
    setValues((v) => ({
      ...v,
      platformId: platforms.some((p) => String(p.id) === v.platformId) ? v.platformId : '',
      categoryId: categories.some((c) => String(c.id) === v.categoryId) ? v.categoryId : '',
    }));
  }, [platforms, categories]);

  const set = (field: keyof UploadValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    if (field === 'platformId' || field === 'categoryId') rememberChoice(field, value);
    if (field === 'platformId') platformPicked.current = true;
  };
  const touch = (field: UploadField) => () => setTouched((t) => ({ ...t, [field]: true }));

  /** A title typed in already wins over the file's name. */
  const titleFromFile = (file: File) =>
    setValues((v) => (v.title.trim() ? v : { ...v, title: titleFromFileName(file.name) }));

  /** The file's suggestion wins over the remembered platform, not over the user's pick. */
  const suggestPlatform = (platformId: string) => {
    if (!platformPicked.current) setValues((v) => ({ ...v, platformId }));
  };

  /** The file's recipe fills the fields still empty; answers the words of those it filled. */
  const fillFromFile = (found: FileRecipe): string[] => {
    // The words come from the values as this render saw them; the update from the latest ones.
    setValues((v) => withFileRecipe(v, found).values);
    return withFileRecipe(values, found).filled;
  };

  /** The model the file's Content Credentials name, where none is given yet. */
  const suggestModel = ({ name, version }: { name: string; version: string | null }) =>
    setValues((v) =>
      v.model.trim()
        ? v
        : { ...v, model: name, modelVersion: v.modelVersion.trim() ? v.modelVersion : (version ?? '') },
    );

  return { values, touched, set, touch, titleFromFile, suggestPlatform, suggestModel, fillFromFile };
}
