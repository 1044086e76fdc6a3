import { REMIX_TEXTS, SENSITIVE_TEXTS, uploadLimitSchema } from '@promptreel/contract';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALICE, catalogues, signedInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { answer, server } from '../../test/server';
import { UploadRoute } from './upload';

function uploadPage() {
  server.use(
    signedInAs(ALICE),
    catalogues(),
    http.get('/api/upload-limit', () =>
      answer(uploadLimitSchema, { dailyUploads: 0, openUploads: 0, lastUploadDate: null, limit: 5, remaining: 5 }),
    ),
  );
  return renderWithApp(<UploadRoute />, { route: '/upload' });
}
const form = () => screen.getByRole('form', { name: 'Upload a video' });

describe("The upload form's 'Sensitive content' mark (issue 36, goal 5)", () => {
  it('is off unless ticked, says what it does, and follows the keyboard', async () => {
    const { user } = uploadPage();
    await screen.findByRole('option', { name: 'Sora' });
    const mark = within(form()).getByRole('checkbox', { name: SENSITIVE_TEXTS.mark });
    expect(mark).not.toBeChecked();
    expect(mark).toHaveAccessibleDescription(SENSITIVE_TEXTS.markHint);

    // Tab from 'Allow remixes' reaches it next; Space ticks and unticks it.
    within(form()).getByRole('checkbox', { name: REMIX_TEXTS.allowRemixes }).focus();
    await user.tab();
    expect(mark).toHaveFocus();
    await user.keyboard(' ');
    expect(mark).toBeChecked();
    await user.keyboard(' ');
    expect(mark).not.toBeChecked();
  });
});
