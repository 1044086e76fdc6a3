import {
  credentialsPreviewSchema,
  RECIPE_PREVIEW_PATH,
  recipePreviewSchema,
  REMIX_TEXTS,
  videoDetailSchema,
} from '@promptreel/contract';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { videoCard, videoDetail } from '../../test/fixtures';
import { renderUploadPage, uploadForm } from '../../test/upload-page';
import { answer, server } from '../../test/server';

/** One ISO-BMFF box: a size, a type, then its contents. */
function box(type: string, ...contents: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const size = 8 + contents.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  );
  let at = 8;
  for (const c of contents) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
const C2PA_USER_TYPE = Uint8Array.from('d8fec3d61b0e483c92975828877ec481'.match(/../g)!, (h) => parseInt(h, 16));

/** An MP4's shape: ftyp, a C2PA box, and a moov whose metadata box the form cuts out and sends. */
const generatedMp4 = () =>
  new File(
    [
      box('ftyp', new TextEncoder().encode('isom\0\0\x02\0')),
      box('uuid', C2PA_USER_TYPE, new Uint8Array(16)),
      box('moov', box('mvhd', new Uint8Array(100)), box('udta', box('meta', new Uint8Array(20)))),
    ],
    'generated.mp4',
    { type: 'video/mp4' },
  );

const uploadPage = (route = '/upload') => renderUploadPage({ route });
const form = uploadForm;

describe('The upload form, filled from the chosen file', () => {
  it("takes the prompt and seed from the file's metadata and the model from its credentials, and says so", async () => {
    const sent: { path: string; type: string; head: string }[] = [];
    const look = async (request: Request) => {
      const bytes = new Uint8Array(await request.arrayBuffer());
      const path = new URL(request.url).pathname;
      sent.push({
        path,
        type: request.headers.get('content-type') ?? '',
        head: String.fromCharCode(...bytes.slice(4, 8)),
      });
    };
    server.use(
      http.post('/api/content-credentials/preview', async ({ request }) => {
        await look(request);
        return answer(credentialsPreviewSchema, {
          generator: 'Google Veo',
          aiGenerated: true,
          platformSlug: null,
          createdWith: { name: 'Veo 3', version: '3.1' },
        });
      }),
      http.post(RECIPE_PREVIEW_PATH, async ({ request }) => {
        await look(request);
        return answer(recipePreviewSchema, {
          found: {
            reader: 'ComfyUI',
            prompt: 'Lanterns on a canal',
            recipe: {
              model: null,
              modelVersion: null,
              negativePrompt: null,
              seed: '4242',
              durationSeconds: null,
              aspectRatio: null,
              settings: [],
              references: [],
            },
            fields: ['prompt', 'seed'],
          },
        });
      }),
    );
    const { user } = uploadPage();
    await screen.findByRole('option', { name: 'Sora' });
    await user.upload(within(form()).getByLabelText('MP4 file', { exact: false }), generatedMp4());

    expect(await screen.findByText("Filled from the file's metadata: prompt, seed")).toBeInTheDocument();
    expect(within(form()).getByLabelText('AI Prompt')).toHaveValue('Lanterns on a canal');
    expect(await within(form()).findByDisplayValue('Veo 3')).toBeVisible();
    expect(within(form()).getByLabelText('Seed')).toHaveValue('4242');
    // Only the boxes travel: the C2PA box to one, a moov of the metadata to the other.
    expect(sent.map((s) => [s.path, s.type, s.head]).sort()).toEqual([
      ['/api/content-credentials/preview', 'application/octet-stream', 'uuid'],
      [RECIPE_PREVIEW_PATH, 'application/octet-stream', 'moov'],
    ]);
  });
});

describe('The upload form, starting a remix', () => {
  const source = (allowRemixes: boolean) =>
    http.get('/api/videos/7', () =>
      answer(videoDetailSchema, videoDetail(videoCard({ id: 7, prompt: 'Koi under lanterns', allowRemixes }))),
    );

  it("names the source, fills its prompt and tool, and 'Not a remix' takes the line away", async () => {
    server.use(source(true));
    const { user } = uploadPage('/upload?remix=7');
    const link = await within(await screen.findByRole('form', { name: 'Upload a video' })).findByRole('link', {
      name: '@bob · Neon koi',
    });
    expect(link).toHaveAttribute('href', '/video/7');
    expect(within(form()).getByLabelText('AI Prompt')).toHaveValue('Koi under lanterns');
    await user.click(within(form()).getByRole('button', { name: REMIX_TEXTS.removeRemixLink }));
    expect(within(form()).queryByRole('link', { name: '@bob · Neon koi' })).toBeNull();
    expect(within(form()).getByLabelText('AI Prompt')).toHaveValue('Koi under lanterns');
  });

  it('says why when the source is closed to remixes, and offers the plain form', async () => {
    server.use(source(false));
    uploadPage('/upload?remix=7');
    expect(await screen.findByText(REMIX_TEXTS.remixesOff)).toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: REMIX_TEXTS.removeRemixLink })).toBeNull();
  });
});
