import { DEFAULT_SENSITIVE_CHOICE, MESSAGES, type SensitiveChoice, type SensitiveSetting } from '@promptreel/contract';
import { LRUCache } from 'lru-cache';
import { trackVersion, type SharedVersion } from '../bus/shared-version.js';
import { Unauthenticated } from '../errors.js';
import type { ReaderChoices } from '../repositories/reader-choices.js';
import type { SensitiveChoicesRepository } from '../repositories/sensitive-choices.repository.js';

/** Readers whose choice is kept in memory (every list a signed-in reader reads asks for it). */
const KEPT_READERS = 10_000;

/**
 * What each viewer sees of sensitive videos (issue 36): 'show', 'blur' (the default, and every
 * visitor's) or 'hide'. A reader who hides them is given lists of their own, never everyone's kept ones.
 */
export function createSensitiveContentService(deps: {
  choices: SensitiveChoicesRepository;
  /** Whose videos the viewer does not see (services/blocks.service.ts). */
  hiddenFor: (viewerId: string | null) => Promise<ReadonlySet<string>>;
  /** Bumped by every write (this setting's among them), on every instance. */
  version: SharedVersion;
}) {
  const { choices } = deps;
  // Kept while the shared version stands, as blocks.service.ts keeps whom each reader hides.
  const kept = new LRUCache<string, SensitiveChoice>({ max: KEPT_READERS });
  const tracked = trackVersion(deps.version, () => kept.clear());

  async function choiceOf(viewerId: string | null): Promise<SensitiveChoice> {
    if (!viewerId) return DEFAULT_SENSITIVE_CHOICE;
    const at = await tracked.at();
    const known = at !== null ? kept.get(viewerId) : undefined;
    if (known) return known;
    const choice = (await choices.choiceOf(viewerId)) ?? DEFAULT_SENSITIVE_CHOICE;
    if (tracked.holds(at)) kept.set(viewerId, choice);
    return choice;
  }

  return {
    choiceOf,

    /** Whether lists leave sensitive videos out for this viewer (never for a visitor). */
    hides: async (viewerId: string | null) => (await choiceOf(viewerId)) === 'hide',

    /** Everything a signed-in reader chose about what lists show them. */
    async readerOf(viewerId: string): Promise<ReaderChoices> {
      const [hiddenOwners, sensitive] = await Promise.all([deps.hiddenFor(viewerId), choiceOf(viewerId)]);
      return { hiddenOwners, sensitive };
    },

    /** GET /api/me/sensitive-content. */
    async setting(viewerId: string | null): Promise<SensitiveSetting> {
      if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
      const choice = await choices.choiceOf(viewerId);
      if (!choice) throw Unauthenticated(MESSAGES.logInRequired);
      return { choice };
    },

    /** PUT /api/me/sensitive-content: what you see, so a suspended account may change it too. */
    async set(viewerId: string | null, read: () => SensitiveSetting): Promise<SensitiveSetting> {
      if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
      const { choice } = read();
      if (!(await choices.setChoice(viewerId, choice))) throw Unauthenticated(MESSAGES.logInRequired);
      kept.delete(viewerId);
      return { choice };
    },
  };
}

export type SensitiveContentService = ReturnType<typeof createSensitiveContentService>;
