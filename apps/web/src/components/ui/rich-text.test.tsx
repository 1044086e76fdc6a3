import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

describe('richText', () => {
  it('puts elements where the message places them, with the other placeholders filled', () => {
    const html = renderToStaticMarkup(
      <p>{richText('pages.feedNoVideosFor', { tryAll: <button>Try All</button> }, { filters: 'Sora · Square' })}</p>,
    );
    expect(html).toBe('<p>No videos for &quot;Sora · Square&quot; yet. <button>Try All</button>.</p>');
  });
});
