import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProcessingNotice } from './processing-notice';

describe('ProcessingNotice', () => {
  it('shows how far processing has got, in words and as a bar', () => {
    const html = renderToString(<ProcessingNotice percent={42} />);
    expect(html).toContain('Processing…');
    expect(html).toContain('42%');
    expect(html).toContain('aria-label="Processing progress"');
    expect(html).toContain('aria-valuenow="42"');
    expect(html).toContain('width:42%');
  });

  it('announces no value before there is a measure', () => {
    const html = renderToString(<ProcessingNotice percent={null} />);
    expect(html).toContain('Only you can see this video until it is ready');
    expect(html).toContain('role="progressbar"');
    expect(html).not.toContain('aria-valuenow');
    expect(html).not.toContain('%');
  });
});
