import { LIMITS } from '@promptreel/contract';

/**
 * A username from free text: allowed characters only, at least 3 characters, short enough to take
 * a numeric suffix within the 50-character limit.
 */
function usernameBase(text: string): string {
  let base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, LIMITS.usernameMax - 6);
  if (base.length < 3) base = `${base || 'user'}${base ? '_user' : ''}`;
  return base;
}

/**
 * A username from a display name ('Grace Hopper' → 'grace_hopper'); 'creator' when too little of it
 * is usable. Anything shaped like an e-mail address is left out first: a public handle must not
 * give away part of someone's address, and some clients send the address as the name.
 */
export function usernameBaseFromName(name: string): string {
  const base = usernameBase(name.replace(/\S*@\S*/g, ' '));
  return base.endsWith('_user') || base === 'user' ? 'creator' : base;
}

/** Candidates in order: base, base2, base3 … then a random suffix. */
export function* usernameCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; n < 100; n++) yield `${base}${n}`;
  for (;;) yield `${base}_${Math.random().toString(36).slice(2, 7)}`;
}
