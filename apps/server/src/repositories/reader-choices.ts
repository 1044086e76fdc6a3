import { DEFAULT_SENSITIVE_CHOICE, type SensitiveChoice } from '@promptreel/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FeedFilters } from './videos.repository.js';

/**
 * What a signed-in reader chose to leave out of lists or to see in them: the people they muted or
 * blocked, and their setting for sensitive videos (contract sensitive-texts.ts).
 */
export interface ReaderChoices {
  hiddenOwners: ReadonlySet<string>;
  sensitive: SensitiveChoice;
}

/** A visitor's, and the lists kept for everyone: nobody hidden, sensitive videos blurred. */
export const EVERYONES: ReaderChoices = { hiddenOwners: new Set(), sensitive: DEFAULT_SENSITIVE_CHOICE };

/** The feed filters a reader's choices make (none for a visitor). */
export function readerFilters(viewerId: string | null, reader: ReaderChoices): FeedFilters {
  if (!viewerId) return {};
  return {
    ...(reader.hiddenOwners.size > 0 ? { hiddenOwners: [...reader.hiddenOwners] } : {}),
    ...(reader.sensitive === 'hide' ? { sensitiveHiddenFrom: viewerId } : {}),
  };
}

/** On `videos as v`: neither its creator's mark nor a moderator's label says it is sensitive. */
export const notSensitive = (): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref('v.marked_sensitive')} = 0 and ${sql.ref('v.labels')} not like '%sensitive%')`;

/** On `videos as v`: not sensitive, or the reader's own (one's own videos are never hidden from oneself). */
export const notSensitiveTo = (readerId: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${notSensitive()} or ${sql.ref('v.owner_id')} = ${readerId})`;
