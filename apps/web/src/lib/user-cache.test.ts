import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mapUsers, patchUserInQueries, setFollowingInQueries } from './user-cache';

const summary = (username: string, isFollowing = false) => ({
  id: `id-${username}`,
  username,
  avatarUrl: null,
  bio: null,
  isFollowing,
  followsYou: false,
});

const profile = (username: string, isFollowing = false, followers = 3) => ({
  ...summary(username, isFollowing),
  followers,
  following: 7,
  isSelf: false,
});

function cacheWithAda() {
  const client = new QueryClient();
  client.setQueryData(['profiles', 'public', 'ada'], profile('ada'));
  client.setQueryData(['follows', 'bob', 'following'], { pages: [{ items: [summary('ada'), summary('cy')] }] });
  client.setQueryData(['search', 'a', '', ''], { videos: [], users: [summary('ada')] });
  client.setQueryData(['auth', 'me'], { id: 'me', username: 'ada' });
  return client;
}

describe('mapUsers', () => {
  it('returns the same reference when the person is not there', () => {
    const data = { pages: [{ items: [summary('cy')] }] };
    expect(mapUsers(data, 'ada', (u) => ({ ...u, isFollowing: true }))).toBe(data);
  });

  it('leaves records without isFollowing alone (a creator line, the own account)', () => {
    const data = { creator: { username: 'ada', avatarUrl: null } };
    expect(mapUsers(data, 'ada', (u) => ({ ...u, isFollowing: true }))).toBe(data);
  });
});

describe('query cache helpers', () => {
  it('patches the profile, the follow lists and search results, with the fields each copy has', () => {
    const client = cacheWithAda();
    patchUserInQueries(client, 'ada', { isFollowing: true, followers: 4 });
    expect(client.getQueryData(['profiles', 'public', 'ada'])).toMatchObject({ isFollowing: true, followers: 4 });
    const list = client.getQueryData<{ pages: { items: ReturnType<typeof summary>[] }[] }>([
      'follows',
      'bob',
      'following',
    ]);
    expect(list!.pages[0]!.items[0]).toEqual({ ...summary('ada'), isFollowing: true });
    expect(list!.pages[0]!.items[1]).toEqual(summary('cy'));
    expect(client.getQueryData(['search', 'a', '', ''])).toEqual({
      videos: [],
      users: [{ ...summary('ada'), isFollowing: true }],
    });
    expect(client.getQueryData(['auth', 'me'])).toEqual({ id: 'me', username: 'ada' });
  });

  it('moves the follower count once per change of state, however often it is asked', () => {
    const client = cacheWithAda();
    setFollowingInQueries(client, 'ada', true);
    setFollowingInQueries(client, 'ada', true);
    expect(client.getQueryData(['profiles', 'public', 'ada'])).toMatchObject({ isFollowing: true, followers: 4 });
    setFollowingInQueries(client, 'ada', false);
    expect(client.getQueryData(['profiles', 'public', 'ada'])).toMatchObject({ isFollowing: false, followers: 3 });
  });

  it('keeps the data it does not change as the same reference', () => {
    const client = cacheWithAda();
    const before = client.getQueryData(['auth', 'me']);
    patchUserInQueries(client, 'ada', { isFollowing: false });
    expect(client.getQueryData(['auth', 'me'])).toBe(before);
    expect(client.getQueryData(['profiles', 'public', 'ada'])).toMatchObject({ isFollowing: false });
  });
});
