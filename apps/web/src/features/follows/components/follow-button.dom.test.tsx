import { ENGAGEMENT_MESSAGES, rateLimitText } from '@promptreel/contract';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { networkFailure, refuse, server } from '../../../test/server';
import { FollowButton } from './follow-button';

const TOO_MANY = rateLimitText('follows', 30, 60 * 60_000, 20 * 60_000);

// The optimistic success path, with the follower count beside it, is in app/routes/profile-follow.dom.test.tsx:
// the button gives way to the cached profile once the server agrees, so it needs the screen around it.
describe('FollowButton', () => {
  it("offers 'Follow Back' to someone who follows you", () => {
    renderWithApp(<FollowButton username="bob" following={false} followsYou signedIn />);

    expect(screen.getByRole('button', { name: 'Follow Back' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("rolls back a refused follow and shows the server's reason word for word", async () => {
    server.use(
      http.put('/api/profiles/bob/follow', () => refuse(429, { code: 'too_many_requests', message: TOO_MANY })),
    );
    const { user } = renderWithApp(<FollowButton username="bob" following={false} signedIn />);

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByText(TOO_MANY)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls back an unfollow that fails on the network, saying so', async () => {
    server.use(http.delete('/api/profiles/bob/follow', () => networkFailure()));
    const { user } = renderWithApp(<FollowButton username="bob" following signedIn />);

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));

    expect(await screen.findByText('Could not reach Promptreel. Check your connection and try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells a visitor to log in and goes to /login, without a request', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    const { user, router } = renderWithApp(<FollowButton username="bob" following={false} signedIn={false} />, {
      route: '/profile/bob',
    });

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByText(ENGAGEMENT_MESSAGES.logInRequired)).toBeVisible();
    expect(screen.getByText(ENGAGEMENT_MESSAGES.logInToFollow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(await screen.findByText('Login page /profile/bob')).toBeInTheDocument();
  });

  it('treats a session that ended meanwhile (401) like a visitor: rolled back, asked to log in', async () => {
    server.use(
      http.put('/api/profiles/bob/follow', () => refuse(401, { code: 'unauthenticated', message: 'Log in required' })),
    );
    const { user } = renderWithApp(<FollowButton username="bob" following={false} signedIn />);

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByText(ENGAGEMENT_MESSAGES.logInToFollow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });
});
