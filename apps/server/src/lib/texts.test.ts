import { describe, expect, it } from 'vitest';
import { confirmEmail } from '../mail/templates.js';
import { textIn } from './texts.js';

describe('the server’s texts in each language', () => {
  it('fills placeholders, and falls back to British English for a key a language lacks', () => {
    expect(textIn('en-GB', 'mail.confirm.subject', { brand: 'Promptreel' })).toBe('Confirm your email for Promptreel');
    expect(textIn('ja', 'mail.confirm.subject', { brand: 'Promptreel' })).toBe(
      'Promptreel のメールアドレスを確認してください',
    );
    expect(textIn('es', 'no.such.key')).toBe('no.such.key');
  });

  it('writes an e-mail in the reader’s language, British English by default', () => {
    expect(confirmEmail('a@example.test', 'https://x.test/c').subject).toBe('Confirm your email for Promptreel');
    const spanish = confirmEmail('a@example.test', 'https://x.test/c', 'es');
    expect(spanish.subject).toBe('Confirma tu correo electrónico para Promptreel');
    expect(spanish.text).toContain('¡Te damos la bienvenida a Promptreel!');
    expect(spanish.html).toContain('Confirmar tu correo');
  });
});
