import {
  STUDIO_TEXTS,
  studioOverviewSchema,
  studioVideoReportSchema,
  type StudioReport,
  type StudioVideoRow,
} from '@promptreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALICE, signedInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { answer, refuse, server } from '../../test/server';
import { StudioRoute } from './studio';

// happy-dom draws no canvas: the chart library is stood in for, keeping the series it was handed.
const charts = vi.hoisted(() => [] as number[][][]);
vi.mock('uplot', () => ({
  default: class {
    constructor(_options: unknown, data: number[][]) {
      charts.push(data);
    }
    setSize() {}
    destroy() {}
  },
}));
afterEach(() => void charts.splice(0));

function report(days: number, views: number): StudioReport {
  const perDay = Array.from({ length: days }, (_, index) => ({
    day: new Date(Date.UTC(2026, 10, index + 1)).toISOString().slice(0, 10),
    views: index === 2 ? views : 0,
  }));
  return {
    days,
    from: perDay[0]!.day,
    to: perDay.at(-1)!.day,
    figures: { views, uniqueViewers: 2, claps: 3, comments: 4, saves: 5, remixes: 6, averageShare: 0.5 },
    perDay,
    retention: [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.05],
    sources: [
      { source: 'hot', views: 3 },
      { source: 'other-site', views: 1 },
    ],
  };
}

const ROWS: StudioVideoRow[] = [
  {
    id: 7,
    title: 'Neon koi, "glowing"',
    visibility: 'public',
    createdAt: '2026-11-01T10:00:00.000Z',
    figures: { views: 4, uniqueViewers: null, claps: 3, comments: 4, saves: 5, remixes: 6, averageShare: 0.5 },
  },
  {
    id: 8,
    title: 'Dunes',
    visibility: 'unlisted',
    createdAt: '2026-11-02T10:00:00.000Z',
    figures: { views: 0, uniqueViewers: null, claps: 0, comments: 0, saves: 0, remixes: 0, averageShare: null },
  },
];

/** The Studio for Alice, answering each period with its own number of views; returns the periods asked for. */
function studio(route = '/studio', rows = ROWS) {
  const asked: string[] = [];
  server.use(
    signedInAs(ALICE),
    http.get('/api/studio', ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      asked.push(String(days));
      return answer(studioOverviewSchema, { report: report(days, days * 10), videos: rows });
    }),
    http.get('/api/studio/videos/7', ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      return answer(studioVideoReportSchema, { video: { id: 7, title: ROWS[0]!.title }, report: report(days, 4) });
    }),
    http.get('/api/studio/videos/99', () => refuse(404, { code: 'not_found', message: STUDIO_TEXTS.videoNotFound })),
  );
  return { ...renderWithApp(<StudioRoute />, { route, path: '/studio' }), asked };
}

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('The Studio', () => {
  it('sends a visitor to log in, back here afterwards', async () => {
    server.use(signedInAs(null));
    const { user } = renderWithApp(<StudioRoute />, { route: '/studio?days=7', path: '/studio' });
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('Login page /studio?days=7')).toBeInTheDocument();
  });

  it('shows all the videos’ figures over 28 days, the chart and its table of the same figures', async () => {
    const { asked } = studio();
    expect(await screen.findByRole('heading', { level: 2, name: /All your videos/ })).toBeInTheDocument();
    expect(asked).toEqual(['28']);
    expect(figure('Views')).toBe('280');
    expect(figure('Unique viewers')).toBe('2');
    expect(figure('Remixes')).toBe('6');
    expect(figure('Average watched')).toBe('50%');

    const chart = screen.getByRole('img', { name: /^Views per day from 1 Nov 2026 to 28 Nov 2026: 280 in all/ });
    expect(chart).toBeInTheDocument();
    expect(charts[0]![1]).toHaveLength(28);
    const table = screen.getByRole('table', { name: 'Views per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(29);
    expect(within(table).getByRole('row', { name: '3 Nov 2026 280' })).toBeInTheDocument();

    const retention = screen.getByRole('table', { name: 'Retention' });
    expect(within(retention).getByRole('row', { name: '50% 50%' })).toBeInTheDocument();
    expect(within(retention).getByRole('row', { name: '100% 5%' })).toBeInTheDocument();
    const sources = screen.getByRole('table', { name: 'Where views came from' });
    expect(within(sources).getByRole('row', { name: 'Hot 3 75%' })).toBeInTheDocument();
    expect(within(sources).getByRole('row', { name: 'Other sites 1 25%' })).toBeInTheDocument();
  });

  it('shows the table on request', async () => {
    const { user } = studio();
    const [show] = await screen.findAllByRole('button', { name: 'Show as a table', expanded: false });
    await user.click(show!);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Views per day, as a table' })).toBeVisible();
  });

  it('asks for another period when one is chosen, and puts it in the URL', async () => {
    const { user, asked, router } = studio();
    await screen.findByRole('heading', { level: 2, name: /All your videos/ });
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(figure('Views')).toBe('70'));
    expect(asked).toEqual(['28', '7']);
    expect(router.state.location.search).toBe('?days=7');
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    expect(screen.getByRole('table', { name: 'Views per day' }).querySelectorAll('tbody tr')).toHaveLength(7);
  });

  it('lists each video with its figures; a title opens that video’s report', async () => {
    const { user, router } = studio('/studio?days=90');
    const table = await screen.findByRole('table', { name: 'Your videos, last 90 days' });
    expect(within(table).getByRole('row', { name: 'Dunes 0 0 0 0 0 –' })).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Neon koi, "glowing"' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Neon koi/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?video=7&days=90');
    expect(figure('Views')).toBe('4');
    expect(screen.getByRole('combobox', { name: 'Video' })).toHaveValue('7');
  });

  it('goes back to all videos from the video choice', async () => {
    const { user, router } = studio('/studio?video=7');
    await screen.findByRole('heading', { level: 2, name: /Neon koi/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Video' }), STUDIO_TEXTS.allVideos);
    expect(await screen.findByRole('heading', { level: 2, name: /All your videos/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says so for a video that is not the creator’s', async () => {
    studio('/studio?video=99');
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDIO_TEXTS.videoNotFound);
  });

  it('downloads the table as CSV, named after the period', async () => {
    const files: { blob: Blob; name: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push({ blob: blob as Blob, name: '' });
      return 'blob:studio';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.at(-1)!.name = this.download;
    });
    const { user } = studio('/studio?days=7');
    await user.click(await screen.findByRole('button', { name: STUDIO_TEXTS.downloadCsv }));
    expect(click).toHaveBeenCalledOnce();
    expect(files[0]!.name).toBe('promptreel-studio-7-days.csv');
    const text = (await files[0]!.blob.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n').slice(1, 3)).toEqual([
      '7,"Neon koi, ""glowing""",public,2026-11-01,4,3,4,5,6,50',
      '8,Dunes,unlisted,2026-11-02,0,0,0,0,0,',
    ]);
  });

  it('asks a creator without videos to upload one', async () => {
    studio('/studio', []);
    expect(await screen.findByText(STUDIO_TEXTS.noVideos)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/upload');
  });
});
