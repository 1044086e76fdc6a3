import {
  CAPTION_MESSAGES,
  type ErrorBody,
  LOCALES,
  type Locale,
  MESSAGES,
  rateLimitText,
  suspendedText,
} from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { type AppError, Forbidden, Invalid, withValues, WriteLimited } from '../errors.js';
import { SERVER_CATALOGUES } from '../lib/server-catalogues.js';
import { refusalIn } from './refusal-language.js';
import { refusalKeys } from './refusal-texts.js';

const TRANSLATED = LOCALES.filter((l): l is Exclude<Locale, 'en-GB'> => l !== 'en-GB');

/** What is wrong with each language's refusals.json against the English the server refuses with. */
function refusalProblems(expected: Set<string>, tables: Record<string, Record<string, string> | undefined>) {
  const problems: string[] = [];
  for (const [locale, table] of Object.entries(tables)) {
    if (!table) {
      problems.push(`${locale}: no refusals.json`);
      continue;
    }
    for (const text of expected) if (!table[text]?.trim()) problems.push(`${locale}: lacks '${text}'`);
    for (const text of Object.keys(table))
      if (!expected.has(text)) problems.push(`${locale}: '${text}' is no longer a text of the contract`);
  }
  return problems;
}

const tables = () => Object.fromEntries(TRANSLATED.map((l) => [l, SERVER_CATALOGUES[l].refusals]));

describe("every refusal's text in every language", () => {
  it('each language has every English refusal of the contract, and no other', () => {
    const expected = refusalKeys();
    // The contract's schemas and message objects, the server's own and the texts made with values.
    expect(expected.size).toBeGreaterThan(200);
    expect(expected).toContain(MESSAGES.logInRequired);
    expect(expected).toContain('Title must be at most 140 characters');
    expect(refusalProblems(expected, tables())).toEqual([]);
  });

  it('fails on a planted missing text, and on one the contract no longer has', () => {
    const expected = new Set([...refusalKeys(), 'A refusal added to the contract today']);
    const planted = { ...tables(), fr: { ...SERVER_CATALOGUES.fr.refusals, 'An old refusal': 'Un ancien refus' } };
    expect(refusalProblems(expected, planted)).toEqual([
      "es: lacks 'A refusal added to the contract today'",
      "fr: lacks 'A refusal added to the contract today'",
      "fr: 'An old refusal' is no longer a text of the contract",
      "ja: lacks 'A refusal added to the contract today'",
      "pt-BR: lacks 'A refusal added to the contract today'",
    ]);
  });
});

describe('a refusal in the language of its request', () => {
  const body: ErrorBody = {
    code: 'bad_request',
    message: 'Title is required',
    issues: [
      { field: 'title', message: 'Title is required' },
      { field: 'x', message: 'A text no table has' },
    ],
  };

  it('leaves British English as it is, word for word', () => {
    expect(refusalIn('en-GB', body)).toBe(body);
  });

  it('translates the message and every issue, passing an unknown text through', () => {
    expect(refusalIn('fr', body)).toEqual({
      code: 'bad_request',
      message: 'Le titre est obligatoire',
      issues: [
        { field: 'title', message: 'Le titre est obligatoire' },
        { field: 'x', message: 'A text no table has' },
      ],
    });
    expect(refusalIn('es', { code: 'unauthenticated', message: MESSAGES.logInRequired })).toEqual({
      code: 'unauthenticated',
      message: 'Tienes que iniciar sesión',
    });
  });

  it('words a text made with values from its key, in each language; its English stays the contract’s', () => {
    const limited = WriteLimited('comments', 20, 10 * 60_000, 4 * 60_000 - 500);
    expect(limited.message).toBe(rateLimitText('comments', 20, 10 * 60_000, 4 * 60_000 - 500));
    expect(refusalIn('en-GB', limited.toBody(), limited).message).toBe(
      'You can post up to 20 comments in 10 minutes. Please try again in 4 minutes.',
    );
    const inEach = (error: AppError) =>
      Object.fromEntries(TRANSLATED.map((l) => [l, refusalIn(l, error.toBody(), error).message]));
    expect(inEach(limited)).toEqual({
      es: 'Puedes publicar hasta 20 comentarios en 10 minutos. Inténtalo de nuevo dentro de 4 minutos.',
      fr: 'Vous pouvez publier jusqu’à 20 commentaires en 10 minutes. Veuillez réessayer dans 4 minutes.',
      ja: '10 分間に投稿できるコメントは 20 件までです。4 分後にもう一度お試しください。',
      'pt-BR': 'Você pode publicar até 20 comentários em 10 minutos. Tente novamente em 4 minutos.',
    });
    expect(inEach(WriteLimited('claps', 1, 60 * 60_000, 1000))).toEqual({
      es: 'Puedes aplaudir o quitar un aplauso hasta 1 vez en 1 hora. Inténtalo de nuevo dentro de 1 segundo.',
      fr: 'Vous pouvez applaudir ou retirer un applaudissement jusqu’à 1 fois en 1 heure. Veuillez réessayer dans 1 seconde.',
      ja: '1 時間に拍手または拍手の取り消しができるのは 1 回までです。1 秒後にもう一度お試しください。',
      'pt-BR': 'Você pode aplaudir ou remover um aplauso até 1 vez em 1 hora. Tente novamente em 1 segundo.',
    });
    const notVtt = withValues(
      Invalid(`${CAPTION_MESSAGES.notWebVtt} (line 4: No timestamp)`, [
        { field: 'vtt', message: CAPTION_MESSAGES.notWebVtt },
      ]),
      'refusal.notWebVtt',
      { line: 4, fault: 'No timestamp' },
    );
    expect(refusalIn('fr', notVtt.toBody(), notVtt)).toEqual({
      code: 'bad_request',
      message: 'Les sous-titres doivent être un fichier WebVTT (ligne 4 : No timestamp)',
      issues: [{ field: 'vtt', message: 'Les sous-titres doivent être un fichier WebVTT' }],
    });
    const until = Date.UTC(2026, 11, 3, 12);
    const suspended = withValues(Forbidden(suspendedText(until)), 'refusal.suspended', { until: new Date(until) });
    expect(suspended.message).toBe(
      "Your account is suspended until 3 December 2026, so you can't upload, comment, clap, report or follow.",
    );
    expect(inEach(suspended)).toEqual({
      es: 'Tu cuenta está suspendida hasta el 3 de diciembre de 2026, así que no puedes subir vídeos, comentar, aplaudir, denunciar ni seguir a nadie.',
      fr: 'Votre compte est suspendu jusqu’au 3 décembre 2026 : vous ne pouvez ni publier, ni commenter, ni applaudir, ni signaler, ni suivre.',
      ja: 'アカウントは 2026年12月3日 まで一時停止されているため、アップロード、コメント、拍手、報告、フォローはできません。',
      'pt-BR':
        'Sua conta está suspensa até 3 de dezembro de 2026, então você não pode enviar, comentar, aplaudir, denunciar nem seguir.',
    });
  });
});
