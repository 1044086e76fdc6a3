import type { Collection } from '@promptreel/contract';
import { t } from '../../../lib/i18n';

/** A collection's name as shown: Saved in the page's language (the server calls it 'Saved'), others as named. */
export const collectionName = (c: Pick<Collection, 'kind' | 'name'>) =>
  c.kind === 'saved' ? t('collections.saved') : c.name;
