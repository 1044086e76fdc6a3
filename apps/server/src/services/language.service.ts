import { MESSAGES, type LanguageSetting, type Locale } from '@promptreel/contract';
import { Unauthenticated } from '../errors.js';
import type { LanguageChoicesRepository } from '../repositories/language-choices.repository.js';

/**
 * Each account's language (issue 37): chosen in Settings or the footer's menu while signed in, and
 * used for their pages on any browser they sign in on, their e-mails and their notifications.
 */
export function createLanguageService(deps: { choices: LanguageChoicesRepository }) {
  const { choices } = deps;
  return {
    /** Their chosen language; null when never chosen (or no live account). */
    localeOf: async (userId: string): Promise<Locale | null> => (await choices.localeOf(userId)) ?? null,

    /** Sets it; `read` parses the body only once the account is known to be signed in. */
    async set(viewerId: string | null, read: () => LanguageSetting): Promise<LanguageSetting> {
      if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
      const { locale } = read();
      if (!(await choices.setLocale(viewerId, locale))) throw Unauthenticated(MESSAGES.logInRequired);
      return { locale };
    },
  };
}

export type LanguageService = ReturnType<typeof createLanguageService>;
