import { fileTooLargeText, LIMITS, UPLOAD_MESSAGES, type UploadLimit } from '@promptreel/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { FRESH_DAY, renderUploadPage, uploadForm } from '../../test/upload-page';
import { server } from '../../test/server';
import { UploadRoute } from './upload';

/** The first bytes of an MP4: a box size, then 'ftyp'. The form reads them to tell an MP4 from a renamed file. */
const MP4_HEAD = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]);

function mp4(name: string, size?: number): File {
  const file = new File([MP4_HEAD], name, { type: 'video/mp4' });
  // A real 101 MB file would only slow the test: the form reads the size, and the first bytes.
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const uploadPage = (limit: UploadLimit = FRESH_DAY) => renderUploadPage({ limit });

const form = uploadForm;
const field = (name: string) => within(form()).getByLabelText(name, { exact: false });
const uploadButton = () => within(form()).getByRole('button', { name: 'Upload' });

/** The form is ready once the catalogues have filled the selects. */
async function ready() {
  await screen.findByRole('option', { name: 'Sora' });
  await screen.findByRole('meter', { name: 'Daily uploads' });
}

describe('The upload form’s checks, before anything is sent', () => {
  it('names every missing field on Upload and moves focus to the first, without a request', async () => {
    const { user } = uploadPage();
    await ready();

    // No handler for /api/uploads: a request would fail the test.
    await user.click(uploadButton());

    expect(within(form()).getByText(UPLOAD_MESSAGES.titleRequired)).toBeVisible();
    expect(within(form()).getByText(UPLOAD_MESSAGES.categoryRequired)).toBeVisible();
    expect(within(form()).getByText(UPLOAD_MESSAGES.platformRequired)).toBeVisible();
    expect(within(form()).getByText(UPLOAD_MESSAGES.fileRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(uploadButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says a title is required once the field is left empty, and counts its characters', async () => {
    const { user } = uploadPage();
    await ready();
    const title = screen.getByRole('textbox', { name: 'Title' });

    await user.click(title);
    await user.tab();
    expect(within(form()).getByText(UPLOAD_MESSAGES.titleRequired)).toBeVisible();

    await user.type(title, 'Neon koi');
    expect(within(form()).queryByText(UPLOAD_MESSAGES.titleRequired)).not.toBeInTheDocument();
    expect(title).toHaveAccessibleDescription(`8/${LIMITS.uploadTitleMax}`);
    expect(title).toHaveAttribute('maxlength', String(LIMITS.uploadTitleMax));
    expect(screen.getByRole('textbox', { name: 'AI Prompt' })).toHaveAttribute('maxlength', String(LIMITS.promptMax));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'maxlength',
      String(LIMITS.descriptionMax),
    );
  });

  it('refuses a file that is not an MP4, and again in the submit wording on Upload', async () => {
    const { user } = uploadPage();
    await ready();

    await user.upload(field('MP4 file'), new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));

    expect(await within(form()).findByText(UPLOAD_MESSAGES.notMp4AtSelection)).toBeVisible();
    expect(field('MP4 file')).toHaveAttribute('aria-invalid', 'true');
    await user.click(uploadButton());
    expect(within(form()).getByText(UPLOAD_MESSAGES.notMp4)).toBeVisible();
  });

  it('refuses a text file renamed to .mp4: its first bytes give it away', async () => {
    const { user } = uploadPage();
    await ready();

    await user.upload(field('MP4 file'), new File(['not a video at all'], 'clip.mp4', { type: 'video/mp4' }));

    expect(await within(form()).findByText(UPLOAD_MESSAGES.notMp4AtSelection)).toBeVisible();
  });

  it('refuses an MP4 over 100 MB, with its size, then in the short wording on Upload', async () => {
    const size = LIMITS.maxFileBytes + 5 * 1024 * 1024;
    const { user } = uploadPage();
    await ready();

    await user.upload(field('MP4 file'), mp4('long-take.mp4', size));

    expect(await within(form()).findByText(fileTooLargeText(size))).toBeVisible();
    await user.click(uploadButton());
    expect(within(form()).getByText(UPLOAD_MESSAGES.tooLarge)).toBeVisible();
  });

  it('takes an MP4, names the video after the file and offers to change or remove it', async () => {
    const { user } = uploadPage();
    await ready();

    await user.upload(field('MP4 file'), mp4('neon-koi.mp4'));

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('neon-koi');
    expect(within(form()).getByText('neon-koi.mp4')).toBeVisible();
    expect(within(form()).queryByText(UPLOAD_MESSAGES.notMp4AtSelection)).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Remove file' }));
    expect(within(form()).getByText(UPLOAD_MESSAGES.fileRequired)).toBeVisible();
    expect(within(form()).getByRole('button', { name: 'Choose file' })).toBeVisible();
  });

  it('keeps Upload from sending once the day’s uploads are used up', async () => {
    const { user } = uploadPage({ ...FRESH_DAY, dailyUploads: 5, remaining: 0 });
    await ready();

    expect(within(form()).getByText(UPLOAD_MESSAGES.dailyLimit)).toBeVisible();
    expect(screen.getByRole('meter', { name: 'Daily uploads' })).toHaveAttribute(
      'aria-valuetext',
      '5 of 5 uploads today',
    );
    await user.click(uploadButton());
    expect(uploadButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks a visitor to log in first', async () => {
    server.use(signedInAs(null));
    renderWithApp(<UploadRoute />, { route: '/upload' });

    expect(await screen.findByText('You must log in to upload')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login?next=%2Fupload');
    expect(screen.queryByRole('form', { name: 'Upload a video' })).not.toBeInTheDocument();
  });
});
