import { uploadLimitSchema, type UploadLimit } from '@promptreel/contract';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { UploadRoute } from '../app/routes/upload';
import { ALICE, catalogues, signedInAs } from './fixtures';
import { renderWithApp } from './render';
import { answer, server } from './server';

/** A creator's ordinary day: no upload yet, five left. */
export const FRESH_DAY: UploadLimit = { dailyUploads: 0, openUploads: 0, lastUploadDate: null, limit: 5, remaining: 5 };

/** The upload page for Alice, with the catalogues and her day's `limit`, at `route`. */
export function renderUploadPage({
  limit = FRESH_DAY,
  route = '/upload',
}: { limit?: UploadLimit; route?: string } = {}) {
  server.use(
    signedInAs(ALICE),
    catalogues(),
    http.get('/api/upload-limit', () => answer(uploadLimitSchema, limit)),
  );
  return renderWithApp(<UploadRoute />, { route });
}

export const uploadForm = () => screen.getByRole('form', { name: 'Upload a video' });
