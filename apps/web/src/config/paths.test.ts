import { paths as contractPaths } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe("the web's paths", () => {
  it("are the contract's, which the server's page match reads", () => {
    const patterns = (table: Record<string, { path: string }>) =>
      Object.fromEntries(Object.entries(table).map(([name, route]) => [name, route.path]));
    expect(patterns(paths)).toEqual(patterns(contractPaths));
    expect(paths.home.href({ tab: 'hot', category: 'sci-fi' })).toBe(
      contractPaths.home.href({ tab: 'hot', category: 'sci-fi' }),
    );
    expect(paths.settings.href('social')).toBe(contractPaths.settings.href('social'));
    expect(paths.login.href('/settings')).toBe(contractPaths.login.href('/settings'));
    expect(paths.studio.href()).toBe(contractPaths.studio.href());
  });
});
