import { describe, expect, it } from 'vitest';
import { handlesFromLinks, linksFromHandles, socialUrl } from './social-links';

describe('socialUrl', () => {
  it('builds each platform address from a handle, with or without @', () => {
    expect(socialUrl('twitter', '@ada')).toBe('https://x.com/ada');
    expect(socialUrl('twitter', 'ada')).toBe('https://x.com/ada');
    expect(socialUrl('instagram', ' @ada.makes ')).toBe('https://instagram.com/ada.makes');
    expect(socialUrl('youtube', 'AdaMakes')).toBe('https://youtube.com/@AdaMakes');
    expect(socialUrl('youtube', '@AdaMakes')).toBe('https://youtube.com/@AdaMakes');
  });

  it('keeps a website that starts with http(s) and adds https:// otherwise', () => {
    expect(socialUrl('website', 'https://ada.example/portfolio')).toBe('https://ada.example/portfolio');
    expect(socialUrl('website', 'http://ada.example')).toBe('http://ada.example');
    expect(socialUrl('website', 'ada.example')).toBe('https://ada.example');
    expect(socialUrl('website', 'ada.example/')).toBe('https://ada.example/');
  });

  it('uses a pasted full address as it is', () => {
    expect(socialUrl('twitter', 'https://x.com/ada')).toBe('https://x.com/ada');
  });

  it('encodes odd characters and refuses what is not a link', () => {
    expect(socialUrl('twitter', 'a/b?c')).toBe('https://x.com/a%2Fb%3Fc');
    expect(socialUrl('twitter', '   ')).toBeNull();
    expect(socialUrl('twitter', '@')).toBeNull();
    expect(socialUrl('website', 'javascript:alert(1)')).toBe(null);
    expect(socialUrl('website', 'not a host')).toBeNull();
  });
});

describe('handles and links', () => {
  it('fills the form from saved links and builds the request in the spec order', () => {
    const handles = handlesFromLinks([
      { platform: 'website', handle: 'ada.example' },
      { platform: 'twitter', handle: '@ada' },
    ]);
    expect(handles).toEqual({ twitter: '@ada', instagram: '', youtube: '', website: 'ada.example' });
    expect(linksFromHandles({ ...handles, youtube: '  AdaMakes ' })).toEqual([
      { platform: 'twitter', handle: '@ada' },
      { platform: 'instagram', handle: '' },
      { platform: 'youtube', handle: 'AdaMakes' },
      { platform: 'website', handle: 'ada.example' },
    ]);
  });
});
