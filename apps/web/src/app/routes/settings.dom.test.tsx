import {
  emailPreferencesSchema,
  MESSAGES,
  ownProfileSchema,
  socialLinksRequestSchema,
  socialLinksResponseSchema,
  updateProfileRequestSchema,
  USERNAME_TEXTS,
  type OwnProfile,
} from '@promptreel/contract';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ALICE, signedInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { answer, networkFailure, noContent, refuse, server } from '../../test/server';
import { SettingsRoute } from './settings';

const NETWORK = 'Could not reach Promptreel. Check your connection and try again.';
const ALICE_PROFILE: OwnProfile = {
  id: ALICE.id,
  username: 'alice',
  avatarUrl: null,
  bio: 'I film koi.',
  location: null,
};

/** /settings at one section, for Alice (signed in, with a password). */
function settingsAt(section: string, user = ALICE) {
  server.use(signedInAs(user));
  return renderWithApp(<SettingsRoute />, { route: `/settings?section=${section}` });
}

const button = (name: string) => screen.getByRole('button', { name });

describe('Settings → Edit Profile', () => {
  function profileSection() {
    const saved: unknown[] = [];
    server.use(
      http.get('/api/profile', () => answer(ownProfileSchema, ALICE_PROFILE)),
      http.patch('/api/profile', async ({ request }) => {
        const input = z.parse(updateProfileRequestSchema, await request.json());
        saved.push(input);
        return answer(ownProfileSchema, { ...ALICE_PROFILE, ...input });
      }),
      // The header's who-am-I is refreshed after a save.
      signedInAs(ALICE),
    );
    return { ...settingsAt('profile'), saved };
  }

  it('refuses a username with characters the rules do not allow, before asking the server', async () => {
    const { user, saved } = profileSection();
    const username = await screen.findByRole('textbox', { name: 'Username' });

    await user.clear(username);
    await user.type(username, 'alice koi!');
    await user.click(button('Save'));

    expect(screen.getByText(USERNAME_TEXTS.characters)).toBeVisible();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('saves the changes and says so', async () => {
    const { user, saved } = profileSection();
    const location = await screen.findByRole('textbox', { name: 'Location' });

    await user.type(location, 'Kyoto');
    await user.click(button('Save'));

    expect(await screen.findByText('Profile updated')).toBeVisible();
    expect(saved).toEqual([{ username: 'alice', location: 'Kyoto', bio: 'I film koi.' }]);
  });

  it("puts the server's 'username taken' under the username, word for word", async () => {
    const { user } = profileSection();
    server.use(http.patch('/api/profile', () => refuse(409, { code: 'conflict', message: 'That username is taken' })));
    const username = await screen.findByRole('textbox', { name: 'Username' });

    await user.clear(username);
    await user.type(username, 'bob');
    await user.click(button('Save'));

    expect(await screen.findByText('That username is taken')).toBeVisible();
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  it('says saving failed when the network does', async () => {
    const { user } = profileSection();
    server.use(http.patch('/api/profile', () => networkFailure()));
    await screen.findByRole('textbox', { name: 'Username' });

    await user.click(button('Save'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update profile');
    expect(alert).toHaveTextContent(NETWORK);
  });
});

describe('Settings → Password', () => {
  async function fill(user: ReturnType<typeof settingsAt>['user'], current: string, next: string, confirm: string) {
    if (current) await user.type(await screen.findByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(button('Update password'));
  }

  it('asks for all three fields, a matching confirmation and six characters, in that order', async () => {
    const { user } = settingsAt('password');

    await fill(user, 'old-secret', 'abc', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all password fields');

    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.click(button('Update password'));
    expect(screen.getByRole('alert')).toHaveTextContent("New passwords don't match");

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'abc');
    await user.click(button('Update password'));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it('changes the password, empties the fields and says other browsers were signed out', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/change-password', async ({ request }) => {
        sent.push(await request.json());
        return noContent();
      }),
    );
    const { user } = settingsAt('password');

    await fill(user, 'old-secret', 'new-secret', 'new-secret');

    expect(await screen.findByText('Password updated')).toBeVisible();
    expect(screen.getByText('Other browsers signed in to your account have been signed out.')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(sent).toEqual([{ currentPassword: 'old-secret', newPassword: 'new-secret', revokeOtherSessions: true }]);
  });

  it("shows the server's refusal word for word", async () => {
    server.use(
      http.post('/api/auth/change-password', () =>
        refuse(400, { code: 'bad_request', message: 'Your current password is not correct' }),
      ),
    );
    const { user } = settingsAt('password');

    await fill(user, 'wrong-one', 'new-secret', 'new-secret');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Update failed');
    expect(alert).toHaveTextContent('Your current password is not correct');
  });

  it('shows a network failure', async () => {
    server.use(http.post('/api/auth/change-password', () => networkFailure()));
    const { user } = settingsAt('password');

    await fill(user, 'old-secret', 'new-secret', 'new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK);
  });

  it('points a Google account to Google instead', async () => {
    settingsAt('password', { ...ALICE, hasPassword: false });

    expect(await screen.findByText('Your password is managed by Google.')).toBeVisible();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});

describe('Settings → Notifications (e-mail)', () => {
  const CHOICES = {
    follow: 'immediately',
    comment: 'daily',
    reply: 'immediately',
    clap: 'off',
    remix: 'daily',
    upload: 'off',
  } as const;

  it('saves the choices and says so', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('/api/me/notification-preferences', () => answer(emailPreferencesSchema, CHOICES)),
      http.put('/api/me/notification-preferences', async ({ request }) => {
        const choices = z.parse(emailPreferencesSchema, await request.json());
        saved.push(choices);
        return answer(emailPreferencesSchema, choices);
      }),
    );
    const { user } = settingsAt('notifications');
    const claps = await screen.findByRole('combobox', { name: /clap/i });

    await user.selectOptions(claps, 'daily');
    await user.click(button('Save e-mail settings'));

    expect(await screen.findByText('E-mail settings saved')).toBeVisible();
    expect(saved).toEqual([{ ...CHOICES, clap: 'daily' }]);
  });

  it("shows the server's refusal word for word", async () => {
    server.use(
      http.get('/api/me/notification-preferences', () => answer(emailPreferencesSchema, CHOICES)),
      http.put('/api/me/notification-preferences', () =>
        refuse(400, { code: 'bad_request', message: 'Choose off, immediately or daily' }),
      ),
    );
    const { user } = settingsAt('notifications');
    await screen.findByRole('combobox', { name: /clap/i });

    await user.click(button('Save e-mail settings'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(alert).toHaveTextContent('Choose off, immediately or daily');
  });
});

describe('Settings → Social Profiles', () => {
  it('saves the handles, and shows a refusal word for word', async () => {
    const put = { refuse: false };
    server.use(
      http.get('/api/profile/social-links', () => answer(socialLinksResponseSchema, { links: [] })),
      http.put('/api/profile/social-links', async ({ request }) => {
        if (put.refuse) return refuse(400, { code: 'bad_request', message: 'Website must start with https://' });
        const { links } = z.parse(socialLinksRequestSchema, await request.json());
        return answer(socialLinksResponseSchema, { links });
      }),
    );
    const { user } = settingsAt('social');

    await user.type(await screen.findByRole('textbox', { name: 'Instagram' }), '@alice.films');
    await user.click(button('Save'));
    expect(await screen.findByText('Social profiles updated')).toBeVisible();

    put.refuse = true;
    await user.click(button('Save'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save social profiles');
    expect(alert).toHaveTextContent('Website must start with https://');
  });
});

describe('Settings → Delete Account', () => {
  it('asks for DELETE typed exactly, without a request', async () => {
    const { user } = settingsAt('delete');

    await user.type(await screen.findByRole('textbox', { name: 'Type DELETE to confirm' }), 'delete');
    await user.click(button('Delete account'));

    expect(screen.getByText(MESSAGES.deleteAccountConfirm)).toBeVisible();
  });

  it("shows the server's refusal word for word, and a network failure", async () => {
    server.use(
      http.delete('/api/account', () => refuse(500, { code: 'internal', message: 'Failed to delete account profile' })),
    );
    const { user } = settingsAt('delete');

    await user.type(await screen.findByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(button('Delete account'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete account. Please try again.');
    expect(alert).toHaveTextContent('Failed to delete account profile');

    server.use(http.delete('/api/account', () => networkFailure()));
    await user.click(button('Delete account'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NETWORK));
  });
});

it('asks a visitor to log in', async () => {
  server.use(signedInAs(null));
  renderWithApp(<SettingsRoute />, { route: '/settings' });

  expect(await screen.findByText('Please log in to manage your settings.')).toBeVisible();
});
