import { describe, expect, it } from 'vitest';
import { usernameBaseFromName, usernameCandidates } from './usernames.js';

describe('usernames made for a new account that chose none', () => {
  it.each([
    ['Grace Google', 'grace_google'],
    ['Zoë O’Brien', 'zoe_o_brien'],
    ['ada.lovelace', 'ada.lovelace'],
    [`${'x'.repeat(80)}`, 'x'.repeat(44)],
    ['Al', 'creator'],
    ['', 'creator'],
  ])('%s → %s', (name, base) => expect(usernameBaseFromName(name)).toBe(base));

  it.each([
    ['ada@example.com', 'creator'],
    ['Ada Lovelace <ada@example.com>', 'ada_lovelace'],
    ['mail me: zoe+videos@example.com now', 'mail_me_now'],
  ])('never takes any of an e-mail address: %s → %s', (name, base) => expect(usernameBaseFromName(name)).toBe(base));

  it('offers numbered then random alternatives', () => {
    const it = usernameCandidates('maker');
    expect([it.next().value, it.next().value, it.next().value]).toEqual(['maker', 'maker2', 'maker3']);
  });
});
