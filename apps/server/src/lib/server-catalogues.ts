import type { Locale } from '@promptreel/contract';
import enGBMail from '../locales/en-GB/mail.json' with { type: 'json' };
import esMail from '../locales/es/mail.json' with { type: 'json' };
import esRefusals from '../locales/es/refusals.json' with { type: 'json' };
import frMail from '../locales/fr/mail.json' with { type: 'json' };
import frRefusals from '../locales/fr/refusals.json' with { type: 'json' };
import jaMail from '../locales/ja/mail.json' with { type: 'json' };
import jaRefusals from '../locales/ja/refusals.json' with { type: 'json' };
import ptBRMail from '../locales/pt-BR/mail.json' with { type: 'json' };
import ptBRRefusals from '../locales/pt-BR/refusals.json' with { type: 'json' };

/**
 * Each language's parts of the server's texts (src/locales/<language>/<part>.json): one line per language.
 * `refusals` is keyed by the contract's exact English (http/refusal-language.ts). British English has
 * none: its refusals are those keys themselves, sent as they are, so they cannot drift from the spec.
 */
export const SERVER_CATALOGUES: Record<Locale, Record<string, Record<string, string>>> = {
  'en-GB': { mail: enGBMail },
  es: { mail: esMail, refusals: esRefusals },
  fr: { mail: frMail, refusals: frRefusals },
  ja: { mail: jaMail, refusals: jaRefusals },
  'pt-BR': { mail: ptBRMail, refusals: ptBRRefusals },
};
