import { describe, expect, it } from 'vitest';
import { provenanceFromStore, SIGNER_LIST_URI } from './c2pa-manifest.js';

const IPTC = 'http://cv.iptc.org/newscodes/digitalsourcetype/';

describe('provenanceFromStore (c2pa-rs manifest store JSON → stored summary)', () => {
  const store = (manifest: object, extra: object = {}) => ({
    active_manifest: 'urn:c2pa:1',
    manifests: { 'urn:c2pa:1': manifest },
    validation_state: 'Valid',
    ...extra,
  });

  it('takes the tool from claim_generator_info, or the product of a pre-2.0 claim_generator string', () => {
    expect(
      provenanceFromStore(store({ claim_generator_info: [{ name: 'Adobe Firefly', version: '3' }] })).claimGenerator,
    ).toBe('Adobe Firefly');
    expect(provenanceFromStore(store({ claim_generator: 'Adobe_Firefly/1.0 c2pa-rs/0.32' })).claimGenerator).toBe(
      'Adobe Firefly',
    );
    expect(provenanceFromStore(store({})).claimGenerator).toBeNull();
  });

  it('cleans and bounds text taken from the file', () => {
    const p = provenanceFromStore(
      store({ claim_generator_info: [{ name: `Tool\u0000\n${'x'.repeat(500)}` }], signature_info: { issuer: 42 } }),
    );
    expect(p.claimGenerator).toMatch(/^Tool {2}x+$/);
    expect(p.claimGenerator!.length).toBe(120);
    expect(p.issuer).toBeNull();
  });

  it('finds AI generation in actions, IPTC metadata, or an ingredient manifest, and only for the two AI source types', () => {
    const actions = (type: string) => ({
      assertions: [
        { label: 'c2pa.actions.v2', data: { actions: [{ action: 'c2pa.created', digitalSourceType: type }] } },
      ],
    });
    expect(provenanceFromStore(store(actions(`${IPTC}trainedAlgorithmicMedia`))).aiGenerated).toBe(true);
    expect(provenanceFromStore(store(actions(`${IPTC}compositeWithTrainedAlgorithmicMedia`))).aiGenerated).toBe(true);
    expect(provenanceFromStore(store(actions(`${IPTC}digitalCapture`))).aiGenerated).toBe(false);
    expect(provenanceFromStore(store(actions(`${IPTC}algorithmicMedia`))).aiGenerated).toBe(false);
    const iptc = {
      assertions: [{ label: 'stds.iptc', data: { 'Iptc4xmpExt:DigitalSourceType': `${IPTC}trainedAlgorithmicMedia` } }],
    };
    expect(provenanceFromStore(store(iptc)).aiGenerated).toBe(true);
    const edited = store(
      { assertions: [{ label: 'c2pa.actions', data: { actions: [{ action: 'c2pa.opened' }] } }] },
      { manifests: { 'urn:c2pa:1': {}, 'urn:c2pa:0': actions(`${IPTC}trainedAlgorithmicMedia`) } },
    );
    expect(provenanceFromStore(edited).aiGenerated).toBe(true);
  });

  it("is valid for 'Valid' and 'Trusted', trusted only for 'Trusted' by the claim-signer list", () => {
    expect(provenanceFromStore(store({}))).toMatchObject({ present: true, valid: true, trusted: false });
    const trustedBy = (trustListUri?: string) =>
      provenanceFromStore(store({}, { validation_state: 'Trusted', validation_results: { trustListUri } }));
    expect(trustedBy(SIGNER_LIST_URI)).toMatchObject({ valid: true, trusted: true });
    // Trusted through a time-stamping authority's anchor, or through an unnamed list: intact only.
    expect(trustedBy('promptreel:time-stamping-authorities')).toMatchObject({ valid: true, trusted: false });
    expect(trustedBy(undefined)).toMatchObject({ valid: true, trusted: false });
    expect(provenanceFromStore(store({}, { validation_state: 'Invalid' }))).toMatchObject({
      valid: false,
      trusted: false,
    });
  });

  it('is present but not valid without an active manifest', () => {
    expect(provenanceFromStore({ manifests: {} })).toMatchObject({ present: true, valid: false, claimGenerator: null });
  });
});
