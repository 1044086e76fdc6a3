import {
  COMMENT_MAX,
  commentsResponseSchema,
  ENGAGEMENT_MESSAGES,
  postCommentRequestSchema,
  rateLimitText,
  type Comment,
} from '@promptreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { pasteInto, renderWithApp } from '../../../test/render';
import { answer, heldAnswer, networkFailure, refuse, server } from '../../../test/server';
import { CommentsSection, type CommentViewer } from './comments-section';

const ALICE: CommentViewer = { id: 'user-alice', username: 'alice', avatarUrl: null };

const comment = (id: number, body: string, username = 'bob'): Comment => ({
  id,
  videoId: 7,
  body,
  createdAt: '2026-11-28T09:00:00.000Z',
  author: { id: `user-${username}`, username, avatarUrl: null, deleted: false },
  isOp: false,
  canDelete: username === 'alice',
  canRemove: false,
  removed: null,
});

/**
 * The video's comments as the server holds them: GET answers the list, POST adds to it (after
 * checking the body against the contract's request schema), like the real API.
 */
function commentsOnVideo(initial: Comment[] = [comment(1, 'Lovely colours.')]) {
  const list = [...initial];
  const posted: string[] = [];
  server.use(
    http.get('/api/videos/7/comments', () =>
      answer(commentsResponseSchema, { items: list, nextCursor: null, total: list.length }),
    ),
    http.post('/api/videos/7/comments', async ({ request }) => {
      const { body } = z.parse(postCommentRequestSchema, await request.json());
      posted.push(body);
      list.unshift(comment(100 + posted.length, body, 'alice'));
      return answer(z.object({ id: z.int() }), { id: 100 + posted.length }, 201);
    }),
  );
  return { posted };
}

const renderComments = (viewer: CommentViewer | null = ALICE) =>
  renderWithApp(<CommentsSection videoId={7} viewer={viewer} viewerIsOwner={false} />, { route: '/video/7' });

const box = () => screen.getByRole('textbox', { name: 'Add a comment' });
const postButton = () => screen.getByRole('button', { name: 'Post comment' });
const commentList = () => screen.getByRole('list', { name: 'Comments' });

describe('The comment box', () => {
  it('cannot post an empty comment, nor one of spaces only', async () => {
    commentsOnVideo();
    const { user } = renderComments();
    await screen.findByText('Lovely colours.');

    expect(postButton()).toBeDisabled();
    await user.type(box(), '   ');
    expect(postButton()).toBeDisabled();
  });

  it(`stops at ${COMMENT_MAX} characters`, async () => {
    commentsOnVideo();
    const { user } = renderComments();
    await screen.findByText('Lovely colours.');

    await pasteInto(user, box(), 'x'.repeat(COMMENT_MAX + 50));

    expect(box()).toHaveAttribute('maxlength', String(COMMENT_MAX));
    expect((box() as HTMLTextAreaElement).value).toHaveLength(COMMENT_MAX);
    expect(postButton()).toBeEnabled();
  });

  it('posts the trimmed text, clears the box at once and shows the comment, with the count', async () => {
    const { posted } = commentsOnVideo();
    const held = heldAnswer();
    server.use(
      http.post('/api/videos/7/comments', async () => {
        await held.until();
        return undefined; // on to the handler that stores it
      }),
    );
    const { user } = renderComments();
    expect(await screen.findByRole('heading', { name: 'Comments 1' })).toBeVisible();

    await pasteInto(user, box(), '  What prompt made the koi glow?  ');
    await user.click(postButton());

    expect(box()).toHaveValue('');
    const pending = within(commentList()).getByText('What prompt made the koi glow?').closest('li');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending!).getByText('Posting…')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Comments 2' })).toBeVisible();

    held.release();
    await waitFor(() => expect(within(commentList()).queryByText('Posting…')).not.toBeInTheDocument());
    expect(within(commentList()).getByText('What prompt made the koi glow?')).toBeVisible();
    expect(within(commentList()).getByRole('button', { name: 'Delete comment' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Comments 2' })).toBeVisible();
    expect(posted).toEqual(['What prompt made the koi glow?']);
  });

  it('posts with Ctrl+Enter', async () => {
    const { posted } = commentsOnVideo();
    const { user } = renderComments();
    await screen.findByText('Lovely colours.');

    await user.type(box(), 'Nice{Control>}{Enter}{/Control}');

    await waitFor(() => expect(posted).toEqual(['Nice']));
    expect(box()).toHaveValue('');
  });

  it("gives the text back and shows the server's refusal word for word", async () => {
    const refusal = rateLimitText('comments', 20, 10 * 60_000, 4 * 60_000);
    commentsOnVideo();
    server.use(http.post('/api/videos/7/comments', () => refuse(429, { code: 'too_many_requests', message: refusal })));
    const { user } = renderComments();
    await screen.findByText('Lovely colours.');

    await pasteInto(user, box(), 'One more thought');
    await user.click(postButton());

    expect(await screen.findByText(ENGAGEMENT_MESSAGES.failedToPost)).toBeVisible();
    expect(screen.getByText(refusal)).toBeVisible();
    expect(box()).toHaveValue('One more thought');
    expect(within(commentList()).queryByText('One more thought')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments 1' })).toBeVisible();
  });

  it('gives the text back when the network fails, saying so', async () => {
    commentsOnVideo();
    server.use(http.post('/api/videos/7/comments', () => networkFailure()));
    const { user } = renderComments();
    await screen.findByText('Lovely colours.');

    await pasteInto(user, box(), 'One more thought');
    await user.click(postButton());

    expect(await screen.findByText(ENGAGEMENT_MESSAGES.failedToPost)).toBeVisible();
    expect(screen.getByText('Could not reach Promptreel. Check your connection and try again.')).toBeVisible();
    expect(box()).toHaveValue('One more thought');
  });

  it('offers a visitor a way to log in instead of the box, back to the comments afterwards', async () => {
    commentsOnVideo([]);
    renderComments(null);

    expect(await screen.findByText('No comments yet.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to comment' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/video/7#comments')}`,
    );
  });
});
