import { describe, expect, it } from 'vitest';
import { usernameBaseFromEmail, usernameBaseFromName, usernameCandidates } from './usernames.js';

describe('usernames from e-mails', () => {
  it.each([
    ['ada.lovelace@example.com', 'ada.lovelace'],
    ['Zoë+videos@example.com', 'zoe_videos'],
    ['a@example.com', 'a_user'],
    ['__@example.com', 'user'],
    [`${'x'.repeat(80)}@example.com`, 'x'.repeat(44)],
  ])('%s → %s', (email, base) => expect(usernameBaseFromEmail(email)).toBe(base));

  it('offers numbered then random alternatives', () => {
    const it = usernameCandidates('maker');
    expect([it.next().value, it.next().value, it.next().value]).toEqual(['maker', 'maker2', 'maker3']);
  });
});

describe('usernames from display names (a Google sign-in)', () => {
  it.each([
    ['Grace Google', 'grace_google'],
    ['Zoë O’Brien', 'zoe_o_brien'],
    ['ada@example.com', 'ada_example.com'],
    ['Al', 'creator'],
    ['', 'creator'],
  ])('%s → %s', (name, base) => expect(usernameBaseFromName(name)).toBe(base));
});
