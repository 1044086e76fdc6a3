import { LIMITS } from '@promptreel/contract';

/**
 * A username from an e-mail's local part: allowed characters only, at least 3 characters,
 * short enough to take a numeric suffix within the 50-character limit.
 */
export function usernameBaseFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  let base = local
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
 * A username from a display name ('Grace Hopper' → 'grace_hopper'), by the same rules; 'creator'
 * when too little of it is usable.
 */
export function usernameBaseFromName(name: string): string {
  const base = usernameBaseFromEmail(name.replace(/@/g, ' '));
  return base.endsWith('_user') || base === 'user' ? 'creator' : base;
}

/** Candidates in order: base, base2, base3 … then a random suffix. */
export function* usernameCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; n < 100; n++) yield `${base}${n}`;
  for (;;) yield `${base}_${Math.random().toString(36).slice(2, 7)}`;
}
