// A C2PA manifest store as c2pa-rs serialises it (only what we read), and what Promptreel keeps of it.

/** What a file's C2PA Content Credentials say, as far as Promptreel stores and shows them. */
export interface Provenance {
  /** The file carries a C2PA manifest store. */
  present: boolean;
  /**
   * Cryptographically intact: the claim signature verifies against the certificate in the
   * manifest and every hash binding (assertions and the file's bytes) matches. Says nothing
   * about who signed: see `trusted`.
   */
  valid: boolean;
  /** Valid and the signing certificate chains to one of the given trust anchors. */
  trusted: boolean;
  /** The tool that made the claim (claim generator), e.g. 'Adobe Firefly'. */
  claimGenerator: string | null;
  /** Some manifest of the file asserts IPTC digitalSourceType trainedAlgorithmicMedia or compositeWithTrainedAlgorithmicMedia. */
  aiGenerated: boolean;
  /** The signer's organisation from its certificate subject. */
  issuer: string | null;
  /** The software agent of the active manifest's c2pa.created action: the model that made it. */
  createdWith?: { name: string; version: string | null } | null;
  /** The active manifest's label (urn:c2pa:…): what a later file names when made from this one. */
  manifest?: string | null;
  /** The manifests of the files it was made from (its 'parentOf' ingredients' active manifests). */
  parents?: string[];
}

export const NO_CREDENTIALS: Provenance = {
  present: false,
  valid: false,
  trusted: false,
  claimGenerator: null,
  aiGenerated: false,
  issuer: null,
};

const AI_SOURCE_TYPE =
  /^https?:\/\/cv\.iptc\.org\/newscodes\/digitalsourcetype\/(trainedAlgorithmicMedia|compositeWithTrainedAlgorithmicMedia)$/;
const MAX_TEXT = 120;

interface ManifestJson {
  claim_generator?: string;
  ingredients?: { relationship?: unknown; active_manifest?: unknown }[];
  claim_generator_info?: { name?: unknown }[];
  assertions?: { label?: string; data?: unknown }[];
  signature_info?: { issuer?: unknown; common_name?: unknown };
}

export interface ManifestStoreJson {
  active_manifest?: string;
  manifests?: Record<string, ManifestJson>;
  validation_status?: { code: string }[];
  /** 'Invalid', 'Valid' (intact, signer not trusted) or 'Trusted'. */
  validation_state?: string;
  /** Which of the given anchor lists the signer chains to (its `trust_uri`), when trusted. */
  validation_results?: { trustListUri?: string };
}

// Names of the anchor lists handed to c2pa-rs; the verdict names the one the signer chains to.
export const SIGNER_LIST_URI = 'promptreel:claim-signers';
export const TIME_STAMPER_LIST_URI = 'promptreel:time-stamping-authorities';

/** The stored summary of a manifest store read by c2pa-rs. */
export function provenanceFromStore(store: ManifestStoreJson): Provenance {
  const manifests = store.manifests ?? {};
  const active = store.active_manifest ? manifests[store.active_manifest] : undefined;
  if (!active) return { ...NO_CREDENTIALS, present: true };
  const state = store.validation_state;
  const valid =
    state !== undefined
      ? state === 'Valid' || state === 'Trusted'
      : (store.validation_status ?? []).every((s) => s.code === 'signingCredential.untrusted');
  return {
    present: true,
    valid,
    // c2pa-rs 0.91 accepts a claim signer chaining to an anchor of any kind, time-stamping
    // authorities included; only the claim-signer list may vouch for who signed.
    trusted: state === 'Trusted' && store.validation_results?.trustListUri === SIGNER_LIST_URI,
    claimGenerator: generatorOf(active),
    // The whole store is the file's provenance chain (the active manifest and its ingredients').
    aiGenerated: Object.values(manifests).some((m) => (m.assertions ?? []).some((a) => declaresAi(a.data, 0))),
    issuer: text(active.signature_info?.issuer),
    createdWith: createdWithOf(active),
    manifest: store.active_manifest ?? null,
    parents: (active.ingredients ?? [])
      .filter((i) => i?.relationship === 'parentOf' && typeof i.active_manifest === 'string')
      .map((i) => i.active_manifest as string)
      .slice(0, 20),
  };
}

/** c2pa.actions (v1 or v2): the software agent of the 'c2pa.created' action, a name or { name, version }. */
function createdWithOf(manifest: ManifestJson): Provenance['createdWith'] {
  for (const assertion of manifest.assertions ?? []) {
    if (!/^c2pa\.actions(\.v2)?$/.test(assertion.label ?? '')) continue;
    const actions = (assertion.data as { actions?: unknown } | undefined)?.actions;
    if (!Array.isArray(actions)) continue;
    for (const action of actions.slice(0, 50) as { action?: unknown; softwareAgent?: unknown }[]) {
      if (action?.action !== 'c2pa.created') continue;
      const agent = action.softwareAgent;
      if (typeof agent === 'string') return text(agent) ? { name: text(agent)!, version: null } : null;
      const named = agent as { name?: unknown; version?: unknown } | undefined;
      const name = text(named?.name);
      if (name) return { name, version: text(named?.version) };
    }
  }
  return null;
}

function generatorOf(manifest: ManifestJson): string | null {
  for (const info of manifest.claim_generator_info ?? []) {
    const name = text(info?.name);
    if (name) return name;
  }
  // Claims before C2PA 2.0: a user-agent style string, 'Adobe_Firefly/1.0 c2pa-rs/0.x'.
  const product = manifest.claim_generator?.trim().split(/\s+/)[0]?.split('/')[0];
  return text(product?.replace(/_/g, ' '));
}

/** Any `digitalSourceType` (actions, IPTC metadata) naming trained algorithmic media. */
function declaresAi(value: unknown, depth: number): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => declaresAi(v, depth + 1));
  return Object.entries(value).some(([key, v]) =>
    typeof v === 'string' ? /digitalsourcetype$/i.test(key) && AI_SOURCE_TYPE.test(v.trim()) : declaresAi(v, depth + 1),
  );
}

/** Text from the file, shown to people: printable, trimmed, bounded. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return clean ? clean.slice(0, MAX_TEXT) : null;
}
