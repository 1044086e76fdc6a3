import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from './dialog';

// The server renders pages holding closed dialogs (the video page's Embed): no browser globals there.
describe('DialogContent on the server', () => {
  it('renders a closed dialog without touching the document', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <Dialog open={false}>
        <DialogContent title="Embed video">Code</DialogContent>
      </Dialog>,
    );
    expect(html).toBe('');
  });
});
