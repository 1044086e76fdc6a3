/** 'N views', 'X.Xk views' from 1,000, 'X.XM views' from 1,000,000 (spec section 9). */
export function formatViews(count: number): string {
  if (count >= 1_000_000) return `${(Math.floor(count / 100_000) / 10).toFixed(1)}M views`;
  if (count >= 1_000) return `${(Math.floor(count / 100) / 10).toFixed(1)}k views`;
  return `${count} views`;
}

/** '@username', or '@unknown' when there is no live profile behind a video. */
export function channelOf(username: string | null | undefined): string {
  return username ? `@${username}` : '@unknown';
}
