import { VISIBILITY_TEXTS } from '@promptreel/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toLocalInput } from '../../lib/schedule';
import { renderUploadPage, uploadForm } from '../../test/upload-page';

const uploadPage = () => renderUploadPage();
const form = uploadForm;
const visibility = () => within(form()).getByRole('group', { name: VISIBILITY_TEXTS.legend });

describe("The upload form's visibility (issue 36, goal 3)", () => {
  it('is Public unless changed; Scheduled asks for a time ahead, in the creator’s zone, by keyboard', async () => {
    const { user } = uploadPage();
    await screen.findByRole('option', { name: 'Sora' });
    const publicChoice = within(visibility()).getByRole('radio', { name: VISIBILITY_TEXTS.public });
    expect(publicChoice).toBeChecked();
    expect(publicChoice).toHaveAccessibleDescription(VISIBILITY_TEXTS.publicHint);
    expect(within(form()).queryByLabelText(VISIBILITY_TEXTS.publishAt)).not.toBeInTheDocument();

    // Arrow keys move between the choices of one radio group.
    publicChoice.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(visibility()).getByRole('radio', { name: VISIBILITY_TEXTS.unlisted })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(within(visibility()).getByRole('radio', { name: VISIBILITY_TEXTS.scheduled })).toBeChecked();

    const when = within(form()).getByLabelText(VISIBILITY_TEXTS.publishAt);
    expect(when).toHaveAttribute('type', 'datetime-local');
    expect(when).toHaveAccessibleDescription(
      `${VISIBILITY_TEXTS.publishAtHint} (${Intl.DateTimeFormat().resolvedOptions().timeZone})`,
    );

    // Upload with no time: it is named with the other missing fields, before anything is sent.
    await user.click(within(form()).getByRole('button', { name: 'Upload' }));
    expect(within(form()).getByText(VISIBILITY_TEXTS.publishAtRequired)).toBeVisible();

    await user.type(when, toLocalInput(Date.now() - 60 * 60_000));
    expect(within(form()).getByText(VISIBILITY_TEXTS.publishAtPast)).toBeVisible();
    await user.clear(when);
    await user.type(when, toLocalInput(Date.now() + 24 * 60 * 60_000));
    expect(within(form()).queryByText(VISIBILITY_TEXTS.publishAtPast)).not.toBeInTheDocument();
    expect(when).not.toHaveAttribute('aria-invalid');
  });
});
