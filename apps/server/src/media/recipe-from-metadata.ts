import { LIMITS, RECIPE_LIMITS, toOneLine, type Recipe } from '@promptreel/contract';
import { graphIn, MAX_TAG_CHARS, parseJson, readGraph, type RawParts, type Setting } from './comfyui-graph.js';

// Reads how a video was made from the text tags of its MP4 (ComfyUI's graph, or A1111-style
// parameters). The tags come from uploaded files: everything is cleaned and cut to the recipe's limits.

export type MetadataReader = 'ComfyUI' | 'A1111';

export interface FileRecipe {
  reader: MetadataReader;
  /** The positive prompt found, or null. */
  prompt: string | null;
  /** Parts found, as the contract's Recipe (every part present; null / [] when not found). */
  recipe: Recipe;
  /** What was found, in this order and these words: 'prompt', 'negative prompt', 'seed', 'model', 'settings'. */
  fields: string[];
}

// C0 and C1 controls, lone surrogates, noncharacters and the Unicode separators, as the contract's text.ts.
const CONTROLS = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u2028\u2029]/gu;

/** Cuts to at most max UTF-16 units without leaving half a surrogate pair at the end. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

function multiLine(text: string | null, max: number): string | null {
  if (text === null) return null;
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS, (c) => (c === '\n' || c === '\t' ? c : ''))
    .trim();
  return cut(clean, max).trim() || null;
}

function oneLine(text: string | null, max: number): string | null {
  if (text === null) return null;
  return cut(toOneLine(text).trim(), max).trim() || null;
}

function finish(reader: MetadataReader, parts: RawParts): FileRecipe | null {
  const prompt = multiLine(parts.prompt, LIMITS.promptMax);
  const negativePrompt = multiLine(parts.negativePrompt, RECIPE_LIMITS.negativePrompt);
  const seedText = parts.seed?.trim() ?? '';
  const seed = /^\d{1,20}$/.test(seedText) ? seedText : null;
  const model = oneLine(parts.model, RECIPE_LIMITS.model);
  const settings: Setting[] = [];
  for (const setting of parts.settings) {
    if (settings.length === RECIPE_LIMITS.settings) break;
    const name = oneLine(setting.name, RECIPE_LIMITS.settingName);
    if (name !== null) settings.push({ name, value: oneLine(setting.value, RECIPE_LIMITS.settingValue) ?? '' });
  }
  const fields = [
    prompt !== null && 'prompt',
    negativePrompt !== null && 'negative prompt',
    seed !== null && 'seed',
    model !== null && 'model',
    settings.length > 0 && 'settings',
  ].filter((f): f is string => f !== false);
  if (fields.length === 0) return null;
  const recipe: Recipe = {
    model,
    modelVersion: null,
    negativePrompt,
    seed,
    durationSeconds: null,
    aspectRatio: null,
    settings,
    references: [],
  };
  return { reader, prompt, recipe, fields };
}

const SETTINGS_LINE = 'Steps: ';
const NEGATIVE_LINE = 'Negative prompt:';

const linesOf = (text: string) => text.split(/\r\n?|\n/);
const hasSettingsLine = (text: string) => linesOf(text).some((line) => line.trimStart().startsWith(SETTINGS_LINE));

function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'string') return parsed;
  } catch {
    // Not valid JSON quoting: the quotes alone go.
  }
  return value.slice(1, -1);
}

/** Splits 'Name: value, Name: "quoted, value"' on ', ' outside double quotes, in one pass. */
function settingPairs(line: string): Setting[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',' && line[i + 1] === ' ') {
      parts.push(line.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(line.slice(start));
  const pairs: Setting[] = [];
  for (const part of parts) {
    const colon = part.indexOf(':');
    const name = part.slice(0, colon).trim();
    if (colon > 0 && name !== '') pairs.push({ name, value: unquote(part.slice(colon + 1).trim()) });
  }
  return pairs;
}

/** A1111's parameters: prompt lines, then 'Negative prompt: …' lines, then the last 'Steps: …' line. */
function parseA1111(text: string): RawParts {
  const lines = linesOf(text);
  let settingsAt = lines.length;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i]!.trimStart().startsWith(SETTINGS_LINE)) {
      settingsAt = i;
      break;
    }
  }
  const negativeAt = lines.findIndex((line, i) => i < settingsAt && line.trimStart().startsWith(NEGATIVE_LINE));
  const parts: RawParts = {
    prompt: lines.slice(0, negativeAt === -1 ? settingsAt : negativeAt).join('\n'),
    negativePrompt:
      negativeAt === -1 ? null : lines.slice(negativeAt, settingsAt).join('\n').trimStart().slice(NEGATIVE_LINE.length),
    seed: null,
    model: null,
    settings: [],
  };
  for (const { name, value } of settingPairs(lines[settingsAt] ?? '')) {
    if (name.toLowerCase() === 'seed') parts.seed ??= value;
    else if (name.toLowerCase() === 'model') parts.model ??= value;
    else parts.settings.push({ name, value });
  }
  return parts;
}

const onlyPrompt = (prompt: string): RawParts => ({
  prompt,
  negativePrompt: null,
  seed: null,
  model: null,
  settings: [],
});

/** The tags recipeFromTags reads: a file with none of them has nothing to read. */
export const RECIPE_TAGS = ['prompt', 'comment', 'parameters', 'description'] as const;

/** Reads the recipe a file's metadata tags describe; null when they say nothing usable. */
export function recipeFromTags(tags: Record<string, string>): FileRecipe | null {
  const tag = (name: string): string | null => {
    const v: unknown = Object.hasOwn(tags, name) ? tags[name] : undefined;
    return typeof v === 'string' && v.length <= MAX_TAG_CHARS ? v : null;
  };
  const promptTag = tag('prompt');
  const promptJson = parseJson(promptTag);
  const comment = tag('comment');
  for (const graph of [graphIn(promptJson), graphIn(parseJson(comment))]) {
    const parts = graph === null ? null : readGraph(graph);
    const found = parts === null ? null : finish('ComfyUI', parts);
    if (found !== null) return found;
  }
  const texts = [tag('parameters'), ...[comment, tag('description')].filter((t) => t !== null && hasSettingsLine(t))];
  for (const text of texts) {
    const found = text === null ? null : finish('A1111', parseA1111(text));
    if (found !== null) return found;
  }
  // A 'prompt' tag that is not JSON is the prompt itself; broken JSON of an object is not a prompt.
  const plain = promptTag !== null && promptJson === undefined && !promptTag.trimStart().startsWith('{');
  return plain ? finish('A1111', onlyPrompt(promptTag)) : null;
}
