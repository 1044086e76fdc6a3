import type { FeedResponse, SearchResponse, VideoCard } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { cardJson, searchJson } from './card-json.js';
import { pageJsonSeenBy } from './seen-by.js';

const card = (id: number, ownerId: string, title: string) =>
  ({
    id,
    ownerId,
    title,
    clapped: false,
    isOwned: false,
    prompt: 'a "quoted" prompt\n— with ×',
  }) as unknown as VideoCard;

describe('answers joined from cards written once', () => {
  const cards = [card(3, 'u1', 'Koi — café ×2'), card(2, 'u2', 'Neon 🌃'), card(1, 'u1', 'plain')];

  it('writes a search answer as JSON.stringify would, accents and emoji included', () => {
    const answer: SearchResponse = {
      videos: cards,
      users: [
        {
          id: 'u1',
          username: 'zoë',
          avatarUrl: null,
          bio: 'ünïcode',
          isFollowing: false,
          followsYou: false,
          blocked: false,
        },
      ],
    };
    expect(searchJson(answer).toString('utf8')).toBe(JSON.stringify(answer));
    expect(searchJson({ videos: [], users: [] }).toString('utf8')).toBe('{"videos":[],"users":[]}');
    expect(cardJson(cards[0]!)).toBe(cardJson(cards[0]!));
  });

  it("marks a reader's claps and own videos on everyone's page", () => {
    const page: FeedResponse = { items: cards, nextCursor: 'next"one' };
    const seen = pageJsonSeenBy(page, 'u2', new Set([1]));
    expect(seen.toString('utf8')).toBe(
      JSON.stringify({
        items: cards.map((c) => ({ ...c, clapped: c.id === 1, isOwned: c.ownerId === 'u2' })),
        nextCursor: 'next"one',
      }),
    );
    expect(pageJsonSeenBy({ items: [], nextCursor: null }, 'u2', new Set()).toString()).toBe(
      '{"items":[],"nextCursor":null}',
    );
  });
});
