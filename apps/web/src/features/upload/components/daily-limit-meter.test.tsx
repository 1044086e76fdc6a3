import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DailyLimitMeter } from './daily-limit-meter';

describe('DailyLimitMeter', () => {
  it('counts open uploads, which hold a slot: two open and none finished show 2 of 5', () => {
    const html = renderToString(
      <DailyLimitMeter
        pending={false}
        limit={{ dailyUploads: 0, openUploads: 2, lastUploadDate: null, limit: 5, remaining: 3 }}
      />,
    );
    expect(html).toContain('2 of 5 uploads today');
    expect(html).toContain('aria-valuenow="2"');
  });

  it('shows the limit notice when open and finished uploads fill the day', () => {
    const html = renderToString(
      <DailyLimitMeter
        pending={false}
        limit={{ dailyUploads: 1, openUploads: 4, lastUploadDate: null, limit: 5, remaining: 0 }}
      />,
    );
    expect(html).toContain('5 of 5 uploads today');
    expect(html).toContain('Daily limit reached. You can upload again tomorrow.');
  });
});
