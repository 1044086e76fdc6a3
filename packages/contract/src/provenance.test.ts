import { describe, expect, it } from 'vitest';
import { provenanceLabel } from './provenance-label.js';
import { type Provenance, provenanceSchema, suggestPlatformSlug } from './provenance.js';
import { videoCardSchema } from './videos.js';

const intact: Provenance = {
  present: true,
  valid: true,
  trusted: true,
  aiGenerated: true,
  generator: 'OpenAI Sora',
  issuer: 'OpenAI',
};

describe('provenanceLabel', () => {
  it("says 'AI-generated · signed by <tool>' for valid AI credentials from a trusted signer", () => {
    expect(provenanceLabel(intact)).toBe('AI-generated · signed by OpenAI Sora');
    expect(provenanceLabel({ ...intact, aiGenerated: false })).toBe('Signed by OpenAI Sora');
  });

  it("is neutral for a valid signature by an unknown signer, naming no tool ('signer not verified')", () => {
    const untrusted = { ...intact, trusted: false };
    expect(provenanceLabel(untrusted)).toBe('Content Credentials · signer not verified');
    expect(provenanceLabel({ ...untrusted, aiGenerated: false, generator: 'Some Camera App' })).toBe(
      'Content Credentials · signer not verified',
    );
    expect(provenanceLabel(untrusted)).not.toContain('Sora');
  });

  it("names 'an unknown tool' when the credentials name none", () => {
    expect(provenanceLabel({ ...intact, generator: null })).toBe('AI-generated · signed by an unknown tool');
    expect(provenanceLabel({ ...intact, generator: '  ' })).toBe('AI-generated · signed by an unknown tool');
  });

  it("says 'Unverified credentials' when present but not valid, whatever they claim", () => {
    expect(provenanceLabel({ ...intact, valid: false })).toBe('Unverified credentials');
    expect(provenanceLabel({ ...intact, valid: false, trusted: false })).toBe('Unverified credentials');
    expect(provenanceLabel({ ...intact, valid: false, aiGenerated: false, generator: null })).toBe(
      'Unverified credentials',
    );
  });

  it('never calls intact credentials without an AI claim AI-generated', () => {
    expect(provenanceLabel({ ...intact, aiGenerated: false, generator: 'Some Camera App' })).toBe(
      'Signed by Some Camera App',
    );
  });

  it('shows nothing when there are no credentials', () => {
    expect(provenanceLabel(null)).toBeNull();
    expect(provenanceLabel(undefined)).toBeNull();
    expect(provenanceLabel({ ...intact, present: false })).toBeNull();
  });
});

describe('suggestPlatformSlug', () => {
  it.each([
    ['OpenAI Sora', 'sora'],
    ['Sora/2.0', 'sora'],
    ['OpenAI_Sora/1.0 c2pa-rs/0.49', 'sora'],
    ['OpenAI-API', 'sora'],
    ['Google Veo 3', 'veo'],
    ['Runway', 'runway'],
    ['RunwayML Gen-4', 'runway'],
    ['Kling AI', 'kling'],
    ['KlingAI/2.1', 'kling'],
    ['Pika', 'pika'],
    ['Pika Labs', 'pika'],
    ['Luma Dream Machine', 'luma'],
    ['LumaLabs', 'luma'],
    ['Dream Machine', 'luma'],
    ['Hailuo AI', 'hailuo'],
    ['MiniMax Video-01', 'hailuo'],
    ['Midjourney', 'midjourney'],
    ['MIDJOURNEY video', 'midjourney'],
  ])('%s → %s', (generator, slug) => {
    expect(suggestPlatformSlug(generator)).toBe(slug);
  });

  it('suggests nothing for other tools, look-alike words, or no generator', () => {
    for (const generator of [
      'Adobe Firefly',
      'Google Pixel Camera',
      'Promptreel Test Generator',
      'Soraya Studio',
      'Pikachu Maker',
      '',
      null,
    ]) {
      expect(suggestPlatformSlug(generator)).toBeNull();
    }
    expect(suggestPlatformSlug(undefined)).toBeNull();
  });
});

describe('provenance in the card', () => {
  it('is an object or null, never missing', () => {
    expect(provenanceSchema.parse(intact)).toEqual(intact);
    expect(videoCardSchema.shape.provenance.safeParse(null).success).toBe(true);
    expect(videoCardSchema.shape.provenance.safeParse(undefined).success).toBe(false);
    expect(videoCardSchema.shape.provenance.safeParse({ ...intact, valid: 'yes' }).success).toBe(false);
    const { trusted: _trusted, ...withoutVerdict } = intact;
    expect(provenanceSchema.safeParse(withoutVerdict).success).toBe(false);
  });
});
