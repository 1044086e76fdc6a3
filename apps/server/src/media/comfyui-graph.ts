// Reads ComfyUI's API-format graph (what its 'prompt' tag holds) for the parts of a recipe. The graph
// comes from an uploaded file, so every walk is iterative, bounded and remembers where it has been.

/** Tags longer than this are not read at all: no honest graph or prompt comes near it. */
export const MAX_TAG_CHARS = 2_000_000;
const MAX_NODES = 2000;
const MAX_HOPS = 64;

interface GraphNode {
  classType: string;
  inputs: Record<string, unknown>;
}
export type Graph = Map<string, GraphNode>;

export interface Setting {
  name: string;
  value: string;
}

/** What a graph or a parameters text says, before any cleaning. */
export interface RawParts {
  prompt: string | null;
  negativePrompt: string | null;
  seed: string | null;
  model: string | null;
  settings: Setting[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const input = (node: GraphNode, key: string): unknown =>
  Object.hasOwn(node.inputs, key) ? node.inputs[key] : undefined;

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/**
 * Integers of 16 digits or more become JSON strings before parsing: ComfyUI seeds run to 2^64, which
 * a JSON number would round. One pass over the text, so it costs no more than the parse itself.
 */
function quoteLongIntegers(text: string): string {
  const out: string[] = [];
  let last = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (isDigit(code)) {
      let end = i;
      while (end < text.length && isDigit(text.charCodeAt(end))) end++;
      const before = text[i - 1] ?? '';
      const after = text[end] ?? '';
      if (end - i >= 16 && !'.eE+-'.includes(before) && !'.eE'.includes(after)) {
        out.push(text.slice(last, i), '"', text.slice(i, end), '"');
        last = end;
      }
      i = end - 1;
    }
  }
  out.push(text.slice(last));
  return out.join('');
}

/** JSON.parse that never throws: undefined when the text is too long or not JSON. */
export function parseJson(text: string | null): unknown {
  if (text === null || text.length > MAX_TAG_CHARS) return undefined;
  try {
    return JSON.parse(quoteLongIntegers(text)) as unknown;
  } catch {
    return undefined;
  }
}

function toGraph(value: unknown): Graph | null {
  if (!isRecord(value)) return null;
  const ids = Object.keys(value);
  if (ids.length > MAX_NODES) return null;
  const graph: Graph = new Map();
  for (const id of ids) {
    const node = value[id];
    if (isRecord(node) && typeof node.class_type === 'string') {
      graph.set(id, { classType: node.class_type, inputs: isRecord(node.inputs) ? node.inputs : {} });
    }
  }
  return graph.size > 0 ? graph : null;
}

/** The graph in a tag's parsed JSON: the graph itself, or VideoHelperSuite's { prompt: graph or its JSON }. */
export function graphIn(value: unknown): Graph | null {
  const direct = toGraph(value);
  if (direct !== null || !isRecord(value) || !Object.hasOwn(value, 'prompt')) return direct;
  const inner = value.prompt;
  return toGraph(typeof inner === 'string' ? parseJson(inner) : inner);
}

/** The node id a link input points at; a link is ["<nodeId>", <outputIndex>]. */
function linkTarget(v: unknown): string | null {
  if (!Array.isArray(v) || v.length !== 2 || typeof v[1] !== 'number') return null;
  const id: unknown = v[0];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

function linkInputs(node: GraphNode, names?: RegExp): string[] {
  const ids: string[] = [];
  for (const [name, v] of Object.entries(node.inputs)) {
    const id = linkTarget(v);
    if (id !== null && (names === undefined || names.test(name))) ids.push(id);
  }
  return ids;
}

/**
 * Breadth-first from a link, visiting at most MAX_HOPS nodes, each once; stops at the first thing
 * found. A queue rather than recursion, so neither cycles nor long chains can exhaust the stack.
 */
function walk<T>(graph: Graph, start: unknown, visit: (node: GraphNode) => { found: T } | string[]): T | null {
  const first = linkTarget(start);
  if (first === null) return null;
  const queue = [first];
  const seen = new Set(queue);
  for (let hop = 0; hop < queue.length && hop < MAX_HOPS; hop++) {
    const node = graph.get(queue[hop]!);
    if (node === undefined) continue;
    const result = visit(node);
    if (!Array.isArray(result)) return result.found;
    for (const id of result) {
      if (!seen.has(id)) {
        seen.add(id);
        queue.push(id);
      }
    }
  }
  return null;
}

const POSITIVE_KEYS = ['text', 'prompt', 'positive_prompt', 'value', 'string'];
const NEGATIVE_KEYS = ['text', 'prompt', 'negative_prompt', 'value', 'string'];

function findText(graph: Graph, start: unknown, keys: string[]): string | null {
  return walk<string>(graph, start, (node) => {
    // Zeroed conditioning carries no text; following it would report the positive prompt as negative.
    if (/zero.?out/i.test(node.classType)) return [];
    const textLinks: string[] = [];
    for (const key of keys) {
      const v = input(node, key);
      if (typeof v === 'string' && v.trim() !== '') return { found: v };
      const id = linkTarget(v);
      if (id !== null) textLinks.push(id);
    }
    return textLinks.length > 0 ? textLinks : linkInputs(node);
  });
}

function seedValue(v: unknown): string | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? String(v) : null;
  if (typeof v !== 'string') return null;
  const digits = v.trim();
  return /^\d{1,20}$/.test(digits) ? digits : null;
}

function findSeed(graph: Graph, sampler: GraphNode): string | null {
  for (const key of ['seed', 'noise_seed']) {
    const v = input(sampler, key);
    const seed =
      seedValue(v) ??
      walk<string>(graph, v, (node) => {
        for (const k of ['seed', 'noise_seed', 'value']) {
          const found = seedValue(input(node, k));
          if (found !== null) return { found };
        }
        return linkInputs(node);
      });
    if (seed !== null) return seed;
  }
  return null;
}

/** A model or LoRA file's name without its file extension. */
export const withoutExtension = (name: string) => name.trim().replace(/\.(safetensors|ckpt|pt|gguf)$/i, '');

const MODEL_KEYS = ['ckpt_name', 'unet_name', 'model_name', 'model'];
const MODEL_CHAIN = /model|unet|clip|lora/i;

function findModel(graph: Graph, sampler: GraphNode): { model: string | null; loras: Setting[] } {
  const models: string[] = [];
  const loras: Setting[] = [];
  // The walk goes on past the model, since a loader may itself link to its LoRAs.
  walk<never>(graph, input(sampler, 'model'), (node) => {
    const lora = input(node, 'lora_name') ?? input(node, 'lora');
    if (typeof lora === 'string' && lora.trim() !== '') {
      const strength = input(node, 'strength_model') ?? input(node, 'strength');
      const shown = typeof strength === 'number' || typeof strength === 'string' ? ` (${strength})` : '';
      loras.push({ name: 'lora', value: `${withoutExtension(lora)}${shown}` });
    }
    for (const key of MODEL_KEYS) {
      const v = input(node, key);
      if (typeof v === 'string' && v.trim() !== '') {
        models.push(withoutExtension(v));
        break;
      }
    }
    return linkInputs(node, MODEL_CHAIN);
  });
  return { model: models[0] ?? null, loras };
}

const SETTING_KEYS = ['steps', 'cfg', 'sampler_name', 'scheduler', 'denoise'];

function samplerSettings(sampler: GraphNode): Setting[] {
  const settings: Setting[] = [];
  for (const name of SETTING_KEYS) {
    const v = input(sampler, name);
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
      settings.push({ name, value: String(v) });
  }
  return settings;
}

/** Takes the first sampler that answers, so two-stage graphs (Wan 2.2's pair of samplers) still fill each part. */
function firstOf<T>(samplers: GraphNode[], read: (sampler: GraphNode) => T | null): T | null {
  for (const sampler of samplers) {
    const found = read(sampler);
    if (found !== null) return found;
  }
  return null;
}

/** The parts a graph's sampler leads to; null when it has no sampler with a positive input. */
export function readGraph(graph: Graph): RawParts | null {
  const samplers = [...graph.values()].filter(
    (node) => /sampler/i.test(node.classType) && input(node, 'positive') !== undefined,
  );
  if (samplers.length === 0) return null;
  const texts = samplers.map((s) => findText(graph, input(s, 'positive'), POSITIVE_KEYS));
  const primaryAt = Math.max(
    0,
    texts.findIndex((t) => t !== null),
  );
  const primary = samplers[primaryAt]!;
  const ordered = [primary, ...samplers.filter((s) => s !== primary)];
  const { model, loras } = findModel(graph, primary);
  return {
    prompt: texts[primaryAt] ?? null,
    negativePrompt: firstOf(ordered, (s) => findText(graph, input(s, 'negative'), NEGATIVE_KEYS)),
    seed: firstOf(ordered, (s) => findSeed(graph, s)),
    model: model ?? firstOf(ordered.slice(1), (s) => findModel(graph, s).model),
    settings: [...samplerSettings(primary), ...loras],
  };
}
