import { describe, expect, it } from 'vitest';
import {
  emptyTastes,
  isDiscovery,
  orderCandidates,
  rankPage,
  reasonFor,
  type RankCandidate,
  type Tastes,
} from './for-you-ranking.js';

const NOW = Date.UTC(2026, 11, 1);
const OLD = NOW - 365 * 24 * 60 * 60_000;
let next = 1;
const video = (owner: string, category: number, rising: number, joined = OLD): RankCandidate => ({
  id: next++,
  owner_id: owner,
  category_id: category,
  platform_id: 1,
  rising_score: rising,
  owner_joined_at: joined,
});
const liking = (weight: number, claps = 0) => ({ weight, claps });

describe('For You ranking', () => {
  const tastes: Tastes = { ...emptyTastes(), categories: new Map([[7, liking(12, 3)]]) };
  // Twelve liked videos from six creators, rising below eight from elsewhere.
  const likedOnes = Array.from({ length: 12 }, (_, i) => video(`liked${i % 6}`, 7, 100 - i));
  const others = Array.from({ length: 8 }, (_, i) => video(`other${i}`, 2, 103 - i));

  it('puts liked videos first, discovery in every fifth slot from the third', () => {
    const page = rankPage(orderCandidates([...others, ...likedOnes], tastes), tastes, 10);
    expect(page).toHaveLength(10);
    expect(page.map((c) => isDiscovery(c, tastes))).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    // Among the liked ones, the rising order holds.
    const liked = page.filter((c) => !isDiscovery(c, tastes));
    expect(liked.map((c) => c.rising_score)).toEqual([...liked.map((c) => c.rising_score)].sort((a, b) => b - a));
  });

  it('keeps any creator to two a page, and fills from the other kind when one runs out', () => {
    const one = Array.from({ length: 6 }, (_, i) => video('prolific', 7, 200 - i));
    const page = rankPage(orderCandidates([...one, ...others], tastes), tastes, 8);
    expect(page.filter((c) => c.owner_id === 'prolific')).toHaveLength(2);
    expect(page).toHaveLength(8);
  });

  it('gives discovery its share even when few slots are left to give it', () => {
    const page = rankPage(orderCandidates([...likedOnes, others[0]!, others[1]!], tastes), tastes, 5);
    expect(page.filter((c) => isDiscovery(c, tastes))).toHaveLength(1);
  });

  it('leaves out what was shown, and takes the next in each order', () => {
    const ordered = orderCandidates([...others, ...likedOnes], tastes);
    const first = rankPage(ordered, tastes, 5);
    const shown = new Set(first.map((c) => c.id));
    const second = rankPage(ordered, tastes, 5, (c) => shown.has(c.id));
    expect(second.filter((c) => shown.has(c.id))).toEqual([]);
    expect(second).toHaveLength(5);
  });

  it('names the reason: a followed creator, then what lifted it most, else new or popular', () => {
    const v = likedOnes[0]!;
    expect(reasonFor(v, tastes, new Set([v.owner_id]), NOW)).toEqual({ kind: 'following' });
    expect(reasonFor(v, tastes, new Set(), NOW)).toEqual({ kind: 'category', clapped: true });
    expect(reasonFor(others[0]!, tastes, new Set(), NOW)).toEqual({ kind: 'popular' });
    expect(reasonFor(video('newbie', 2, 1, NOW - 1000), tastes, new Set(), NOW)).toEqual({ kind: 'newCreator' });
  });
});
