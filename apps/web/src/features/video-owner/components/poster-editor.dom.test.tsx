import { POSTER_TEXTS, posterChoiceSchema, videoDetailSchema } from '@promptreel/contract';
import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { videoCard, videoDetail } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { answer, server } from '../../../test/server';
import { PosterEditor } from './poster-editor';

const video = videoDetail(videoCard({ id: 7, posterUrl: '/media/videos/a/old.jpg' }), { durationMs: 3000 });

describe("The Edit dialog's poster (issue 36, goal 4)", () => {
  it('sends the frame picked on the scrubber, then shows the new poster once the job has made it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/videos/7/poster/frame', async ({ request }) => {
        sent.push(await request.json());
        return answer(posterChoiceSchema, { pending: true, posterUrl: video.posterUrl }, 202);
      }),
      http.get('/api/videos/7', () =>
        answer(videoDetailSchema, { ...video, posterUrl: '/media/videos/a/7-chosen-1.jpg' }),
      ),
    );
    const { user } = renderWithApp(<PosterEditor video={video} />);
    const save = screen.getByRole('button', { name: POSTER_TEXTS.save });
    expect(save).toBeDisabled();
    expect(screen.getByRole('radio', { name: POSTER_TEXTS.keep })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: POSTER_TEXTS.frame }));
    const scrubber = screen.getByRole('slider', { name: POSTER_TEXTS.frameLabel });
    expect(scrubber).toHaveAttribute('max', '2900');
    expect(scrubber).toHaveAccessibleDescription(POSTER_TEXTS.frameHint);
    fireEvent.change(scrubber, { target: { value: '1800' } });
    expect(scrubber).toHaveAttribute('aria-valuetext', '0:01.8');
    expect(screen.getByLabelText(`${POSTER_TEXTS.previewLabel}: 0:01.8`).tagName).toBe('VIDEO');

    await user.click(save);
    expect(await screen.findByText(POSTER_TEXTS.pending)).toBeInTheDocument();
    expect(sent).toEqual([{ atMs: 1800 }]);
    expect(await screen.findByText(POSTER_TEXTS.ready, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('refuses an image of the wrong type or size before sending, and sends a fitting one', async () => {
    const sent: string[] = [];
    server.use(
      http.post('/api/videos/7/poster/image', async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        sent.push(`${file.name} ${file.type}`);
        return answer(posterChoiceSchema, { pending: true, posterUrl: video.posterUrl }, 202);
      }),
      http.get('/api/videos/7', () => answer(videoDetailSchema, video)),
    );
    const { user } = renderWithApp(<PosterEditor video={video} />);
    await user.click(screen.getByRole('radio', { name: POSTER_TEXTS.image }));
    const input = screen.getByLabelText(POSTER_TEXTS.imageLabel);
    await user.upload(input, new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }));
    expect(await screen.findByText(POSTER_TEXTS.wrongType)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: POSTER_TEXTS.save })).toBeDisabled();
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText(POSTER_TEXTS.tooLarge)).toBeInTheDocument();

    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'harbour.png', { type: 'image/png' }),
    );
    expect(screen.queryByText(POSTER_TEXTS.tooLarge)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: POSTER_TEXTS.imagePreviewLabel })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: POSTER_TEXTS.save }));
    expect(await screen.findByText(POSTER_TEXTS.pending)).toBeInTheDocument();
    expect(sent).toEqual(['harbour.png image/png']);
  });
});
