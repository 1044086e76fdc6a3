import { LABEL_MESSAGES, type SensitiveChoice } from '@promptreel/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../features/auth/api/keys';
import { SensitiveCover } from '../features/videos/components/sensitive-cover';
import { ALICE, signedInAs } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { server } from '../test/server';
import { CardSlots } from './card-slots';

/** A sensitive video's picture, under the slots app/ installs, for a viewer who chose `choice`. */
function sensitivePicture(choice: SensitiveChoice | null) {
  server.use(signedInAs(choice === null ? null : { ...ALICE, sensitiveContent: choice }));
  return renderWithApp(
    <CardSlots>
      <SensitiveCover labels={['sensitive']}>
        <button type="button">Play</button>
      </SensitiveCover>
    </CardSlots>,
  );
}

describe("A sensitive video's cover follows the viewer's setting (issue 36, goal 5)", () => {
  it("is left off for a viewer who chose 'show'", async () => {
    sensitivePicture('show');
    // Who-am-I arrives after the first render: wait for the cover to go.
    await waitFor(() => expect(screen.queryByRole('button', { name: LABEL_MESSAGES.show })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Play' }).closest('[inert]')).toBeNull();
  });

  it.each(['blur', 'hide', null] as const)('covers the picture for %s', async (choice) => {
    const { user, client } = sensitivePicture(choice);
    const show = await screen.findByRole('button', { name: LABEL_MESSAGES.show });
    // Once who-am-I has answered, the cover stays: the media under it is inert until shown.
    await waitFor(() => expect(client.getQueryState(authKeys.me)?.status).toBe('success'));
    expect(screen.getByRole('button', { name: LABEL_MESSAGES.show })).toBe(show);
    expect(screen.getByRole('button', { name: 'Play' }).closest('[inert]')).not.toBeNull();
    show.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Play' }).closest('[inert]')).toBeNull();
  });
});
