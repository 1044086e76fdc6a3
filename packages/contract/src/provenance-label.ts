// Free of zod, like every module the first load of a page imports: one zod import here would bring
// zod's code into that load (the web app's entry chunk holds every module it reaches).
import type { Provenance } from './provenance.js';

export const UNTRUSTED_SIGNER_LABEL = 'Content Credentials · signer not verified';

/**
 * The text of the 'Content Credentials' badge: null when the file has none. Only a trusted signer
 * gets the tool named as a fact; an intact signature by an unknown signer is neutral, since anyone
 * can make a certificate naming any tool. Credentials that do not claim AI generation are shown as
 * signed only, never as 'AI-generated'.
 */
export function provenanceLabel(p: Provenance | null | undefined): string | null {
  if (!p?.present) return null;
  if (!p.valid) return 'Unverified credentials';
  if (!p.trusted) return UNTRUSTED_SIGNER_LABEL;
  const tool = p.generator?.trim() || 'an unknown tool';
  return p.aiGenerated ? `AI-generated · signed by ${tool}` : `Signed by ${tool}`;
}
