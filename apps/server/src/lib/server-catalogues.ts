import type { Locale } from '@promptreel/contract';
import enGBMail from '../locales/en-GB/mail.json' with { type: 'json' };
import esMail from '../locales/es/mail.json' with { type: 'json' };
import frMail from '../locales/fr/mail.json' with { type: 'json' };
import jaMail from '../locales/ja/mail.json' with { type: 'json' };
import ptBRMail from '../locales/pt-BR/mail.json' with { type: 'json' };

/** Each language's parts of the server's texts (src/locales/<language>/<part>.json): one line per language. */
export const SERVER_CATALOGUES: Record<Locale, Record<string, Record<string, string>>> = {
  'en-GB': { mail: enGBMail },
  es: { mail: esMail },
  fr: { mail: frMail },
  ja: { mail: jaMail },
  'pt-BR': { mail: ptBRMail },
};
