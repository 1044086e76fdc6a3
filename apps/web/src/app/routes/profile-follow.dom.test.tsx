import { feedResponseSchema, followStateSchema, publicProfileSchema, type PublicProfile } from '@promptreel/contract';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB_PROFILE, signedInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { answer, heldAnswer, networkFailure, refuse, server } from '../../test/server';
import { ProfileRoute } from './profile';

const BOB = BOB_PROFILE;

/** Bob's profile as Alice sees it, his Uploads tab empty. */
function bobsProfile(profile: PublicProfile = BOB) {
  server.use(
    signedInAs(ALICE),
    http.get('/api/profiles/bob', () => answer(publicProfileSchema, profile)),
    http.get('/api/profiles/bob/videos', () => answer(feedResponseSchema, { items: [], nextCursor: null })),
  );
  return renderWithApp(<ProfileRoute />, { route: '/u/bob', path: '/u/:username' });
}

// The follower count beside the button moves with it: the toggle patches the cached profile.
describe('Follow on a profile', () => {
  it('follows at once, the follower count with it, busy until the server agrees', async () => {
    const held = heldAnswer();
    server.use(
      http.put('/api/profiles/bob/follow', async () => {
        await held.until();
        return answer(followStateSchema, { following: true, followers: 12 });
      }),
    );
    const { user } = bobsProfile();

    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    const unfollow = screen.getByRole('button', { name: 'Unfollow' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: '12 followers' })).toBeVisible();
    await waitFor(() => expect(unfollow).toHaveAttribute('aria-busy', 'true'));
    held.release();
    await waitFor(() => expect(unfollow).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: '12 followers' })).toBeVisible();
  });

  it('unfollows at once with DELETE', async () => {
    server.use(
      http.delete('/api/profiles/bob/follow', () => answer(followStateSchema, { following: false, followers: 11 })),
    );
    const { user } = bobsProfile({ ...BOB, isFollowing: true, followers: 12 });

    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));

    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: '11 followers' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).not.toHaveAttribute('aria-busy'));
  });

  it('moves the count back when the server refuses, and says why', async () => {
    server.use(
      http.put('/api/profiles/bob/follow', () =>
        refuse(403, { code: 'forbidden', message: 'You cannot follow this account' }),
      ),
    );
    const { user } = bobsProfile();

    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    expect(await screen.findByText('You cannot follow this account')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: '11 followers' })).toBeVisible();
  });

  it('moves the count back when the network fails', async () => {
    server.use(http.put('/api/profiles/bob/follow', () => networkFailure()));
    const { user } = bobsProfile();

    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    expect(await screen.findByText('Could not reach Promptreel. Check your connection and try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: '11 followers' })).toBeVisible();
  });

  it('shows no Follow button on one’s own profile', async () => {
    server.use(
      signedInAs({ ...ALICE, id: 'user-bob', username: 'bob' }),
      http.get('/api/profiles/bob', () => answer(publicProfileSchema, { ...BOB, isSelf: true, viewer: undefined })),
      http.get('/api/profiles/bob/videos', () => answer(feedResponseSchema, { items: [], nextCursor: null })),
    );
    renderWithApp(<ProfileRoute />, { route: '/u/bob', path: '/u/:username' });

    expect(await screen.findByRole('heading', { name: '@bob', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument();
  });
});
