import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text, accents and emoji alone, and escapes an entity again', () => {
    expect(escapeHtml('Neon koi — café 🐟 &amp;')).toBe('Neon koi — café 🐟 &amp;amp;');
  });
});
