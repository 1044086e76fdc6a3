import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps paths of this site', () => {
    expect(safeNextPath('/settings?section=password')).toBe('/settings?section=password');
    expect(safeNextPath('/video/12#comments')).toBe('/video/12#comments');
  });

  it('refuses other sites, odd values and the login screens', () => {
    for (const bad of [null, undefined, '', 'settings', '//evil.test', '/\\evil.test', 'https://evil.test/']) {
      expect(safeNextPath(bad)).toBe('/');
    }
    expect(safeNextPath('/login')).toBe('/');
    expect(safeNextPath('/auth/callback?error=x')).toBe('/');
  });
});
