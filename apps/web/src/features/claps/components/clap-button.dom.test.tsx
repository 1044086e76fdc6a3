import { clapStateSchema, ENGAGEMENT_MESSAGES, rateLimitText } from '@promptreel/contract';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { answer, heldAnswer, networkFailure, refuse, server } from '../../../test/server';
import { ClapButton } from './clap-button';

// The outside browser tests find the toggle by these names, so the names are pinned here too.
const clapButton = () => screen.getByRole('button', { name: 'Clap' });
const removeClapButton = () => screen.getByRole('button', { name: 'Remove clap' });

const TOO_MANY = rateLimitText('claps', 60, 60_000, 30_000);

describe('ClapButton', () => {
  it('claps at once, before the server answers, then shows the count the server gives', async () => {
    const held = heldAnswer();
    server.use(
      http.put('/api/videos/7/clap', async () => {
        await held.until();
        // Someone else clapped meanwhile: the server's own count wins once it agrees.
        return answer(clapStateSchema, { clapped: true, claps: 9 });
      }),
    );
    const { user } = renderWithApp(<ClapButton videoId={7} clapped={false} claps={4} signedIn />);
    expect(clapButton()).toHaveAttribute('aria-pressed', 'false');
    expect(clapButton()).toHaveAccessibleDescription('4 claps');

    await user.click(clapButton());

    expect(removeClapButton()).toHaveAttribute('aria-pressed', 'true');
    expect(removeClapButton()).toHaveAccessibleDescription('5 claps');
    held.release();
    await waitFor(() => expect(removeClapButton()).toHaveAccessibleDescription('9 claps'));
  });

  it('removes a clap at once with DELETE', async () => {
    server.use(http.delete('/api/videos/7/clap', () => answer(clapStateSchema, { clapped: false, claps: 4 })));
    const { user } = renderWithApp(<ClapButton videoId={7} clapped claps={5} signedIn />);

    await user.click(removeClapButton());

    expect(clapButton()).toHaveAttribute('aria-pressed', 'false');
    expect(clapButton()).toHaveAccessibleDescription('4 claps');
  });

  it("rolls back a refused clap and shows the server's reason word for word", async () => {
    server.use(http.put('/api/videos/7/clap', () => refuse(429, { code: 'too_many_requests', message: TOO_MANY })));
    const { user } = renderWithApp(<ClapButton videoId={7} clapped={false} claps={4} signedIn />);

    await user.click(clapButton());

    expect(await screen.findByText(ENGAGEMENT_MESSAGES.failedToClap)).toBeVisible();
    expect(screen.getByText(TOO_MANY)).toBeVisible();
    expect(clapButton()).toHaveAttribute('aria-pressed', 'false');
    expect(clapButton()).toHaveAccessibleDescription('4 claps');
  });

  it('rolls back a clap removal that fails on the network, saying so', async () => {
    server.use(http.delete('/api/videos/7/clap', () => networkFailure()));
    const { user } = renderWithApp(<ClapButton videoId={7} clapped claps={5} signedIn />);

    await user.click(removeClapButton());

    expect(await screen.findByText(ENGAGEMENT_MESSAGES.failedToRemoveClap)).toBeVisible();
    expect(screen.getByText('Could not reach Promptreel. Check your connection and try again.')).toBeVisible();
    expect(removeClapButton()).toHaveAttribute('aria-pressed', 'true');
    expect(removeClapButton()).toHaveAccessibleDescription('5 claps');
  });

  it('asks a visitor to log in and goes to /login, back to this page afterwards, without a request', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    const { user, router } = renderWithApp(<ClapButton videoId={7} clapped={false} claps={4} signedIn={false} />, {
      route: '/video/7',
    });

    await user.click(clapButton());

    expect(await screen.findByText(ENGAGEMENT_MESSAGES.logInToClap)).toBeVisible();
    expect(clapButton()).toHaveAccessibleDescription('4 claps');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(await screen.findByText('Login page /video/7')).toBeInTheDocument();
  });

  it('treats a session that ended meanwhile (401) like a visitor: rolled back, asked to log in', async () => {
    server.use(
      http.put('/api/videos/7/clap', () => refuse(401, { code: 'unauthenticated', message: 'You must be logged in' })),
    );
    const { user } = renderWithApp(<ClapButton videoId={7} clapped={false} claps={4} signedIn />);

    await user.click(clapButton());

    expect(await screen.findByText(ENGAGEMENT_MESSAGES.logInToClap)).toBeVisible();
    expect(clapButton()).toHaveAttribute('aria-pressed', 'false');
    expect(clapButton()).toHaveAccessibleDescription('4 claps');
  });
});
