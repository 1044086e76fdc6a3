import { REMIX_TEXTS, SENSITIVE_TEXTS } from '@promptreel/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUploadPage, uploadForm } from '../../test/upload-page';

const uploadPage = () => renderUploadPage();
const form = uploadForm;

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
