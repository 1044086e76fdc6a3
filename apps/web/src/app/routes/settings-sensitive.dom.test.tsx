import {
  feedHidesResponseSchema,
  meResponseSchema,
  SENSITIVE_TEXTS,
  sensitiveSettingSchema,
  type SensitiveChoice,
} from '@promptreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/api/keys';
import { videoKeys } from '../../features/videos/api/keys';
import { ALICE } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { answer, recordBodies, refuse, server } from '../../test/server';
import { SettingsRoute } from './settings';

/** Settings → Your feed for Alice, whose choice is `saved`; what is PUT is kept. */
function sensitiveSetting(saved: SensitiveChoice = 'blur') {
  const { bodies, record } = recordBodies();
  let choice = saved;
  server.use(
    http.get('/api/me', () => answer(meResponseSchema, { user: { ...ALICE, sensitiveContent: choice } })),
    http.get('/api/me/feed/hides', () => answer(feedHidesResponseSchema, { items: [] })),
    http.get('/api/me/sensitive-content', () => answer(sensitiveSettingSchema, { choice })),
    http.put('/api/me/sensitive-content', async ({ request }) => {
      await record(request);
      choice = ((await request.json()) as { choice: SensitiveChoice }).choice;
      return answer(sensitiveSettingSchema, { choice });
    }),
  );
  return { ...renderWithApp(<SettingsRoute />, { route: '/settings?section=feed' }), bodies };
}
const group = () => screen.findByRole('group', { name: SENSITIVE_TEXTS.legend });

describe('Settings → Your feed → Sensitive content (issue 36, goal 5)', () => {
  it('offers show, blur and hide, each named alone and described by its hint, from the saved choice', async () => {
    sensitiveSetting('blur');
    const choices = within(await group()).getAllByRole('radio');

    expect(await group()).toHaveAccessibleDescription(SENSITIVE_TEXTS.settingHint);
    expect(choices.map((radio) => radio.getAttribute('value'))).toEqual(['show', 'blur', 'hide']);
    expect(within(await group()).getByRole('radio', { name: SENSITIVE_TEXTS.blur })).toBeChecked();
    expect(within(await group()).getByRole('radio', { name: SENSITIVE_TEXTS.hide })).toHaveAccessibleDescription(
      SENSITIVE_TEXTS.hideHint,
    );
  });

  it('saves the choice by keyboard, says so, and has who-am-I (the covers) and the lists asked afresh', async () => {
    const { user, bodies, client } = sensitiveSetting('blur');
    const blur = within(await group()).getByRole('radio', { name: SENSITIVE_TEXTS.blur });
    client.setQueryData(videoKeys.feed('latest', {}), { pages: [], pageParams: [] });
    expect(client.getQueryState(authKeys.me)?.isInvalidated).toBe(false);

    blur.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(await group()).getByRole('radio', { name: SENSITIVE_TEXTS.hide })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(SENSITIVE_TEXTS.saved)).toBeVisible();
    expect(bodies).toEqual([{ choice: 'hide' }]);
    // The root layout watches who-am-I, so it is fetched again at once there; the feeds when next shown.
    await waitFor(() => expect(client.getQueryState(authKeys.me)?.isInvalidated).toBe(true));
    expect(client.getQueryState(videoKeys.feed('latest', {}))?.isInvalidated).toBe(true);
  });

  it("shows a refusal in the server's own words, and keeps the choice", async () => {
    const { user } = sensitiveSetting('blur');
    server.use(
      http.put('/api/me/sensitive-content', () =>
        refuse(400, { code: 'bad_request', message: SENSITIVE_TEXTS.badChoice }),
      ),
    );
    await user.click(within(await group()).getByRole('radio', { name: SENSITIVE_TEXTS.show }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(alert).toHaveTextContent(SENSITIVE_TEXTS.badChoice);
    expect(screen.queryByText(SENSITIVE_TEXTS.saved)).not.toBeInTheDocument();
    expect(within(await group()).getByRole('radio', { name: SENSITIVE_TEXTS.show })).toBeChecked();
  });
});
