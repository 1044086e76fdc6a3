import { describe, expect, it } from 'vitest';
import { FOR_YOU_TEXTS } from '@promptreel/contract';
import { FEED_TAB_LABELS, parseFeedParams, withFeedFilters } from './feed-params';

const parse = (query: string, signedIn = false) => parseFeedParams(new URLSearchParams(query), { signedIn });

describe('parseFeedParams', () => {
  it('defaults to latest', () => {
    expect(parse('')).toEqual({ tab: 'latest', filters: {}, hasFilters: false, needsCanonicalTab: false });
  });

  it('maps the legacy tab names', () => {
    expect(parse('tab=new')).toMatchObject({ tab: 'latest', needsCanonicalTab: true });
    expect(parse('tab=popular')).toMatchObject({ tab: 'hot', needsCanonicalTab: true });
    expect(parse('tab=hot')).toMatchObject({ tab: 'hot', needsCanonicalTab: false });
  });

  it('shows following only to a signed-in viewer', () => {
    expect(parse('tab=following', true)).toMatchObject({ tab: 'following', needsCanonicalTab: false });
    expect(parse('tab=following', false)).toMatchObject({ tab: 'latest', needsCanonicalTab: true });
  });

  it('shows For You to everyone, visitors too', () => {
    expect(parse('tab=foryou', false)).toMatchObject({ tab: 'foryou', needsCanonicalTab: false });
    expect(parse('tab=foryou', true)).toMatchObject({ tab: 'foryou', needsCanonicalTab: false });
  });

  it("names For You in the contract's words", () => {
    expect(FEED_TAB_LABELS.foryou).toBe(FOR_YOU_TEXTS.tab);
  });

  it('falls back to latest for an unknown tab', () => {
    expect(parse('tab=weird')).toMatchObject({ tab: 'latest', needsCanonicalTab: true });
  });

  it('reads the filters and drops an unknown orientation', () => {
    expect(parse('platform=sora&category=sci-fi&orientation=portrait').filters).toEqual({
      platform: 'sora',
      category: 'sci-fi',
      orientation: 'portrait',
    });
    expect(parse('orientation=tall').filters).toEqual({});
  });
});

describe('hasFilters', () => {
  it('is true when the URL names any filter, even an empty one', () => {
    expect(parse('tab=hot').hasFilters).toBe(false);
    expect(parse('category=sci-fi').hasFilters).toBe(true);
    expect(parse('orientation=').hasFilters).toBe(true);
  });
});

describe('withFeedFilters', () => {
  it('writes the filters, removing empty ones and keeping other parameters', () => {
    const next = withFeedFilters(new URLSearchParams('tab=hot&platform=veo'), { category: 'sci-fi' });
    expect(next.toString()).toBe('tab=hot&category=sci-fi');
    expect(withFeedFilters(new URLSearchParams(), { orientation: 'square' }).toString()).toBe('orientation=square');
  });
});
