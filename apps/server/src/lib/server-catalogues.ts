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

import enGBPages from '../locales/en-GB/pages.json' with { type: 'json' };
import esPages from '../locales/es/pages.json' with { type: 'json' };
import frPages from '../locales/fr/pages.json' with { type: 'json' };
import jaPages from '../locales/ja/pages.json' with { type: 'json' };
import ptBRPages from '../locales/pt-BR/pages.json' with { type: 'json' };

/**
 * Each language's parts of the server's texts (src/locales/<language>/<part>.json): one line per language.
 * `mail`: the e-mails; `pages`: the pages it writes itself (the embedded player).
 * `refusals` is keyed by the contract's exact English (http/refusal-language.ts). British English has
 * none: its refusals are those keys themselves, sent as they are, so they cannot drift from the spec.
 */
export const SERVER_CATALOGUES: Record<Locale, Record<string, Record<string, string>>> = {
  'en-GB': { mail: enGBMail, pages: enGBPages },
  es: { mail: esMail, pages: esPages, refusals: esRefusals },
  fr: { mail: frMail, pages: frPages, refusals: frRefusals },
  ja: { mail: jaMail, pages: jaPages, refusals: jaRefusals },
  'pt-BR': { mail: ptBRMail, pages: ptBRPages, refusals: ptBRRefusals },
};
