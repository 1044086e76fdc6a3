import { NO_RECIPE, recipeSchema } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { recipeFromTags, type FileRecipe } from './recipe-from-metadata.js';

// Every answer must be storable as it stands, so each read checks it against the contract.
function read(tags: Record<string, string>): FileRecipe | null {
  const result = recipeFromTags(tags);
  if (result !== null) expect(recipeSchema.safeParse(result.recipe).success).toBe(true);
  return result;
}

const ksamplerGraph = {
  '3': {
    class_type: 'KSampler',
    inputs: {
      seed: 156680208700286,
      steps: 20,
      cfg: 8,
      sampler_name: 'euler',
      scheduler: 'normal',
      denoise: 1,
      model: ['4', 0],
      positive: ['6', 0],
      negative: ['7', 0],
      latent_image: ['5', 0],
    },
  },
  '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sd_xl_base_1.0.safetensors' } },
  '5': { class_type: 'EmptyLatentImage', inputs: { width: 1024, height: 1024, batch_size: 1 } },
  '6': { class_type: 'CLIPTextEncode', inputs: { text: 'a cat in a hat, masterpiece', clip: ['4', 1] } },
  '7': { class_type: 'CLIPTextEncode', inputs: { text: 'blurry, ugly', clip: ['4', 1] } },
};

const ksamplerResult: FileRecipe = {
  reader: 'ComfyUI',
  prompt: 'a cat in a hat, masterpiece',
  recipe: {
    ...NO_RECIPE,
    model: 'sd_xl_base_1.0',
    negativePrompt: 'blurry, ugly',
    seed: '156680208700286',
    settings: [
      { name: 'steps', value: '20' },
      { name: 'cfg', value: '8' },
      { name: 'sampler_name', value: 'euler' },
      { name: 'scheduler', value: 'normal' },
      { name: 'denoise', value: '1' },
    ],
  },
  fields: ['prompt', 'negative prompt', 'seed', 'model', 'settings'],
};

const sampler = (inputs: Record<string, unknown>) => ({ class_type: 'KSampler', inputs });

describe('recipeFromTags: ComfyUI graphs', () => {
  it('reads a KSampler graph with a checkpoint and two text encoders', () => {
    expect(read({ prompt: JSON.stringify(ksamplerGraph) })).toEqual(ksamplerResult);
  });

  it('reads a Wan-style graph: UNET and LoRA loaders, noise_seed, text from a string node', () => {
    const graph = {
      '37': { class_type: 'UNETLoader', inputs: { unet_name: 'wan2.1_t2v_14B_fp8.safetensors' } },
      '38': { class_type: 'CLIPLoader', inputs: { clip_name: 'umt5_xxl_fp8.safetensors', type: 'wan' } },
      '50': {
        class_type: 'LoraLoaderModelOnly',
        inputs: { lora_name: 'lightx2v_t2v.safetensors', strength_model: 0.8, model: ['37', 0] },
      },
      '48': { class_type: 'ModelSamplingSD3', inputs: { shift: 8, model: ['50', 0] } },
      '60': { class_type: 'PrimitiveStringMultiline', inputs: { value: 'A red fox runs\nthrough fresh snow' } },
      '6': { class_type: 'CLIPTextEncode', inputs: { text: ['60', 0], clip: ['38', 0] } },
      '7': { class_type: 'ConditioningZeroOut', inputs: { conditioning: ['6', 0] } },
      '57': {
        class_type: 'KSamplerAdvanced',
        inputs: {
          add_noise: 'enable',
          noise_seed: 'SEED',
          steps: 4,
          cfg: 1,
          sampler_name: 'euler',
          scheduler: 'simple',
          model: ['48', 0],
          positive: ['6', 0],
          negative: ['7', 0],
        },
      },
    };
    // A 64-bit seed written as a bare JSON number must come back digit for digit.
    const text = JSON.stringify(graph).replace('"SEED"', '18446744073709551615');
    expect(read({ prompt: text })).toEqual({
      reader: 'ComfyUI',
      prompt: 'A red fox runs\nthrough fresh snow',
      recipe: {
        ...NO_RECIPE,
        model: 'wan2.1_t2v_14B_fp8',
        seed: '18446744073709551615',
        settings: [
          { name: 'steps', value: '4' },
          { name: 'cfg', value: '1' },
          { name: 'sampler_name', value: 'euler' },
          { name: 'scheduler', value: 'simple' },
          { name: 'lora', value: 'lightx2v_t2v (0.8)' },
        ],
      },
      fields: ['prompt', 'seed', 'model', 'settings'],
    });
  });

  it('follows conditioning breadth-first and a seed through a link', () => {
    const graph = {
      '1': sampler({ seed: ['9', 0], positive: ['2', 0], negative: ['5', 0] }),
      '2': { class_type: 'ConditioningCombine', inputs: { conditioning_1: ['3', 0], conditioning_2: ['4', 0] } },
      '3': { class_type: 'ConditioningSetArea', inputs: { conditioning: ['5', 0], width: 64 } },
      '4': { class_type: 'CLIPTextEncode', inputs: { text: 'near' } },
      '5': { class_type: 'CLIPTextEncode', inputs: { text: 'far' } },
      '9': { class_type: 'Seed (rgthree)', inputs: { seed: 42 } },
    };
    const result = read({ prompt: JSON.stringify(graph) });
    expect(result?.prompt).toBe('near');
    expect(result?.recipe.negativePrompt).toBe('far');
    expect(result?.recipe.seed).toBe('42');
  });

  it("reads VideoHelperSuite's 'comment' tag, with the graph as JSON text or as an object", () => {
    const asText = JSON.stringify({ prompt: JSON.stringify(ksamplerGraph), workflow: { nodes: [], links: [] } });
    expect(read({ comment: asText })).toEqual(ksamplerResult);
    expect(read({ comment: JSON.stringify({ prompt: ksamplerGraph }) })).toEqual(ksamplerResult);
  });

  it('falls through to the parameters when the graph has no sampler', () => {
    const graph = { '1': { class_type: 'LoadImage', inputs: { image: 'x.png' } } };
    expect(read({ prompt: JSON.stringify(graph), parameters: 'a dog on a beach' })).toEqual({
      reader: 'A1111',
      prompt: 'a dog on a beach',
      recipe: NO_RECIPE,
      fields: ['prompt'],
    });
  });
});

describe('recipeFromTags: A1111 parameters', () => {
  const parameters = [
    'a cat in a hat,',
    'masterpiece',
    'Negative prompt: blurry, ugly',
    'Steps: 20, Sampler: Euler a, CFG scale: 7, Seed: 12345, Size: 512x768, Model hash: abc123, ' +
      'Model: sd15-pruned, Lora hashes: "a: 1, b: 2", Version: v1.10.1',
  ].join('\n');
  const expected: FileRecipe = {
    reader: 'A1111',
    prompt: 'a cat in a hat,\nmasterpiece',
    recipe: {
      ...NO_RECIPE,
      model: 'sd15-pruned',
      negativePrompt: 'blurry, ugly',
      seed: '12345',
      settings: [
        { name: 'Steps', value: '20' },
        { name: 'Sampler', value: 'Euler a' },
        { name: 'CFG scale', value: '7' },
        { name: 'Size', value: '512x768' },
        { name: 'Model hash', value: 'abc123' },
        { name: 'Lora hashes', value: 'a: 1, b: 2' },
        { name: 'Version', value: 'v1.10.1' },
      ],
    },
    fields: ['prompt', 'negative prompt', 'seed', 'model', 'settings'],
  };

  it("reads the 'parameters' tag, keeping a quoted value's commas", () => {
    expect(read({ parameters })).toEqual(expected);
  });

  it("reads 'comment' or 'description' only when it has a 'Steps: ' line", () => {
    expect(read({ comment: parameters.replace(/\n/g, '\r\n') })).toEqual(expected);
    expect(read({ description: parameters })).toEqual(expected);
    expect(read({ description: 'Made on a rainy day', comment: 'hello' })).toBeNull();
  });

  it("takes plain text in the 'prompt' tag as the prompt", () => {
    expect(read({ prompt: '  a lighthouse at dusk\n' })).toEqual({
      reader: 'A1111',
      prompt: 'a lighthouse at dusk',
      recipe: NO_RECIPE,
      fields: ['prompt'],
    });
  });

  it('answers null for no tags or empty text', () => {
    expect(read({})).toBeNull();
    expect(read({ parameters: ' \n ', title: 'My video' })).toBeNull();
  });
});

describe('recipeFromTags: hostile input', () => {
  it('finishes on a cycle (positive → A → B → A) and keeps what it can', () => {
    const graph = {
      '1': sampler({ steps: 10, positive: ['2', 0], negative: ['2', 0], model: ['3', 0], seed: ['3', 0] }),
      '2': { class_type: 'ConditioningConcat', inputs: { conditioning_to: ['3', 0] } },
      '3': { class_type: 'ConditioningConcat', inputs: { conditioning_to: ['2', 0], model: ['3', 0] } },
    };
    expect(read({ prompt: JSON.stringify(graph) })).toEqual({
      reader: 'ComfyUI',
      prompt: null,
      recipe: { ...NO_RECIPE, settings: [{ name: 'steps', value: '10' }] },
      fields: ['settings'],
    });
    const { steps: _steps, ...bare } = graph['1'].inputs;
    expect(read({ prompt: JSON.stringify({ ...graph, '1': sampler(bare) }) })).toBeNull();
  });

  it('gives up on a chain longer than 64 hops', () => {
    const chain = (length: number) => {
      const graph: Record<string, unknown> = { s: sampler({ positive: ['0', 0] }) };
      for (let i = 0; i < length; i++) graph[String(i)] = { class_type: 'Reroute', inputs: { input: [`${i + 1}`, 0] } };
      graph[String(length)] = { class_type: 'CLIPTextEncode', inputs: { text: 'deep' } };
      return JSON.stringify(graph);
    };
    expect(read({ prompt: chain(60) })?.prompt).toBe('deep');
    expect(read({ prompt: chain(100) })).toBeNull();
  });

  it('ignores a JSON tag over 2,000,000 characters', () => {
    const padded = (chars: number) =>
      JSON.stringify({ ...ksamplerGraph, '99': { class_type: 'Note', inputs: { text: 'x'.repeat(chars) } } });
    expect(read({ prompt: padded(1_000_000) })?.prompt).toBe('a cat in a hat, masterpiece');
    expect(read({ prompt: padded(3_000_000) })).toBeNull();
    expect(read({ comment: JSON.stringify({ prompt: padded(3_000_000) }) })).toBeNull();
  });

  it('ignores a graph of more than 2,000 nodes', () => {
    const graph: Record<string, unknown> = { ...ksamplerGraph };
    for (let i = 100; i < 2100; i++) graph[String(i)] = { class_type: 'Note', inputs: {} };
    expect(read({ prompt: JSON.stringify(graph) })).toBeNull();
  });

  it('does not throw on deeply nested or broken JSON', () => {
    expect(read({ prompt: '['.repeat(100_000) + ']'.repeat(100_000) })).toBeNull();
    expect(read({ comment: '['.repeat(100_000) })).toBeNull();
    expect(read({ prompt: '{"a":'.repeat(100_000) })).toBeNull();
  });

  it('removes control characters, keeping line breaks and tabs only in prompts', () => {
    const graph = structuredClone(ksamplerGraph);
    graph['6'].inputs.text = 'a\u0000 cat\u0007 in\u009b a\r\nhat\tnow\u001b';
    graph['4'].inputs.ckpt_name = 'my\nmodel\u0085x.safetensors';
    graph['3'].inputs.sampler_name = 'euler\u0000_a\n';
    const result = read({ prompt: JSON.stringify(graph) });
    expect(result?.prompt).toBe('a cat in a\nhat\tnow');
    expect(result?.recipe.model).toBe('my model x');
    expect(result?.recipe.settings[2]).toEqual({ name: 'sampler_name', value: 'euler_a' });
  });

  it('cuts over-long parts to the limits, never splitting a surrogate pair', () => {
    const settings = Array.from({ length: 40 }, (_, i) => `S${i}: ${'v'.repeat(600)}`).join(', ');
    const text = `${'a'.repeat(3999)}😀 tail\nNegative prompt: ${'n'.repeat(3000)}\nSteps: 20, Model: ${'m'.repeat(200)}, ${settings}`;
    const result = read({ parameters: text });
    expect(result?.prompt).toBe('a'.repeat(3999));
    expect(result?.recipe.negativePrompt).toBe('n'.repeat(2000));
    expect(result?.recipe.model).toBe('m'.repeat(120));
    expect(result?.recipe.settings).toHaveLength(30);
    expect(result?.recipe.settings[1]).toEqual({ name: 'S0', value: 'v'.repeat(500) });
  });

  it('drops a seed of more than 20 digits', () => {
    expect(read({ parameters: 'a cat\nSteps: 20, Seed: 123456789012345678901234567890' })).toEqual({
      reader: 'A1111',
      prompt: 'a cat',
      recipe: { ...NO_RECIPE, settings: [{ name: 'Steps', value: '20' }] },
      fields: ['prompt', 'settings'],
    });
    const graph = JSON.stringify(ksamplerGraph).replace('156680208700286', '123456789012345678901234567890');
    expect(read({ prompt: graph })?.recipe.seed).toBeNull();
  });
});
