/** 'N views', 'X.Xk views' from 1,000, 'X.XM views' from 1,000,000 (spec section 9), as the server writes them. */
export function formatViews(count: number): string {
  if (count >= 1_000_000) return `${(Math.floor(count / 100_000) / 10).toFixed(1)}M views`;
  if (count >= 1_000) return `${(Math.floor(count / 100) / 10).toFixed(1)}k views`;
  return `${count} views`;
}
