import { describe, expect, it } from 'vitest';
import { documentHeaders, inlineScriptHashes } from './document-headers.js';

const policy = (headers: Record<string, string>) =>
  new Map(headers['Content-Security-Policy']!.split(';').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('document headers', () => {
  it("let posters, videos and captions come from the bucket's public address when media is served from there", () => {
    const own = policy(documentHeaders({ publicUrl: 'http://localhost:3000' }));
    expect(own.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(own.get('media-src')).toEqual(["'self'", 'blob:']);

    const bucket = policy(
      documentHeaders({ publicUrl: 'https://promptreel.example', mediaUrl: 'https://cdn.example/media/' }),
    );
    expect(bucket.get('img-src')).toEqual(["'self'", 'https://cdn.example', 'data:', 'blob:']);
    expect(bucket.get('media-src')).toEqual(["'self'", 'https://cdn.example', 'blob:']);
    // Scripts never come from there.
    expect(bucket.get('script-src')).toEqual(["'self'"]);
  });

  it('hash only the inline scripts a browser runs', () => {
    const hashes = inlineScriptHashes(
      '<script>run()</script><script type="module">go()</script><script type="application/json">{"a":1}</script>' +
        '<script type="application/ld+json">{}</script><script type="module" src="/assets/app.js"></script>',
      '<script>run()</script>',
    );
    // sha256 of "run()" and "go()" (as openssl dgst -sha256 gives them); the repeated one once.
    expect(hashes).toEqual([
      "'sha256-AvyuiL0SD1mVY3NNxR+V2uo+lhk6RMFrytWmRt6CrJQ='",
      "'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='",
    ]);
  });
});
