#!/usr/bin/env node
// Keeps the message catalogues complete (docs/i18n.md): every language has the same parts and keys
// as British English, each message is valid ICU with the same placeholders, every key the code names
// exists, and no text is written into the web app's markup instead of a catalogue.
// `node scripts/check-catalogues.mjs` prints the problems and exits 1 when there are any.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_LOCALE = 'en-GB';
/** Props whose string is read out or shown: they take `t()` like any text. */
const TEXT_PROPS = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
const KEY_CALL = /\bt\(\s*['"]([^'"]+)['"]/g;

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const listDir = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

/**
 * Every part of a language: 'boot/shell.json' (the web's kinds) or 'mail.json' (the server's) → its
 * messages. `skip` names parts kept otherwise (the server's refusals are keyed by their English).
 */
function partsOf(localesDir, locale, skip = []) {
  const parts = {};
  for (const entry of listDir(path.join(localesDir, locale))) {
    const full = path.join(localesDir, locale, entry);
    if (entry.endsWith('.json')) {
      if (!skip.includes(entry)) parts[entry] = readJson(full);
      continue;
    }
    for (const file of listDir(full).filter((f) => f.endsWith('.json')))
      parts[`${entry}/${file}`] = readJson(path.join(full, file));
  }
  return parts;
}

/** A compiled message's arguments: name → kind ('text', 'plural', 'select', …). */
function argumentsOf(compiled, found = new Map()) {
  if (!Array.isArray(compiled)) return found;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, kind = 'text', options] = token;
    if (name !== '#') found.set(name, kind);
    if (options && typeof options === 'object')
      for (const branch of Object.values(options)) argumentsOf(typeof branch === 'string' ? [] : branch, found);
  }
  return found;
}

// Names only: a language may need a plural where British English fills the number in as it is.
const describeArgs = (args) => [...args.keys()].sort().join(', ');

/** Problems with the catalogues themselves: missing or extra parts and keys, bad ICU, other placeholders. */
export function catalogueProblems(localesDir, skip = []) {
  const problems = [];
  const locales = listDir(localesDir).filter((d) => fs.statSync(path.join(localesDir, d)).isDirectory());
  const source = partsOf(localesDir, DEFAULT_LOCALE, skip);
  const compiled = (locale, key, text) => {
    try {
      parse(text); // strict: Lingui's compiler keeps a message it cannot read as plain text
      return compileMessage(text);
    } catch (err) {
      problems.push(`${locale}: '${key}' is not valid ICU: ${err.message.split('\n')[0]}`);
      return null;
    }
  };
  for (const locale of locales) {
    const parts = partsOf(localesDir, locale, skip);
    for (const part of Object.keys(parts))
      if (!(part in source)) problems.push(`${locale}: ${part} has no British English part`);
    for (const [part, messages] of Object.entries(source)) {
      const theirs = parts[part];
      if (!theirs) {
        problems.push(`${locale}: ${part} is missing`);
        continue;
      }
      for (const key of Object.keys(theirs))
        if (!(key in messages)) problems.push(`${locale}: '${key}' (${part}) is not in British English`);
      for (const [key, text] of Object.entries(messages)) {
        if (!(key in theirs)) {
          problems.push(`${locale}: '${key}' (${part}) is missing`);
          continue;
        }
        const mine = compiled(DEFAULT_LOCALE, key, text);
        const other = locale === DEFAULT_LOCALE ? mine : compiled(locale, key, theirs[key]);
        if (!mine || !other) continue;
        const [a, b] = [describeArgs(argumentsOf(mine)), describeArgs(argumentsOf(other))];
        if (a !== b) problems.push(`${locale}: '${key}' has placeholders {${b}}, British English {${a}}`);
      }
    }
  }
  return problems;
}

/** Every key of British English, whatever its part. */
function allKeys(localesDir) {
  return new Set(Object.values(partsOf(localesDir, DEFAULT_LOCALE)).flatMap((m) => Object.keys(m)));
}

/** The product's code: tests and their set-up (src/test/) show nobody anything. */
function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name === 'test') continue;
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Texts written into markup: words between tags, and string props people read or hear. */
function markupTexts(file) {
  const code = fs.readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const visit = (node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim().replace(/\s+/g, ' '));
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(tree)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : ts.isJsxExpression(node.initializer) &&
            node.initializer.expression &&
            ts.isStringLiteral(node.initializer.expression)
          ? node.initializer.expression.text
          : null;
      if (value && /\p{L}/u.test(value)) found.push(value);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Problems in the code: a `t('key')` whose key no catalogue has, and text written into markup. */
export function sourceProblems(srcDir, localesDir) {
  const keys = allKeys(localesDir);
  const problems = [];
  for (const file of sourceFiles(srcDir)) {
    const name = path.relative(srcDir, file).split(path.sep).join('/');
    const code = fs.readFileSync(file, 'utf8');
    for (const [, key] of code.matchAll(KEY_CALL))
      if (!keys.has(key)) problems.push(`${name}: t('${key}') is in no catalogue`);
    if (!file.endsWith('.tsx')) continue;
    for (const text of markupTexts(file)) problems.push(`${name}: '${text.slice(0, 60)}' is not in a catalogue`);
  }
  return problems;
}

/** apps/web/src/lib/message-keys.ts as the catalogues make it: the type of every key. */
export function messageKeysFile(localesDir) {
  const parts = Object.keys(partsOf(localesDir, DEFAULT_LOCALE));
  const name = (part) => part.replace('.json', '').replace(/[/-](\w)/g, (_, c) => c.toUpperCase());
  return [
    "// Made by `npm run texts:keys` from British English's catalogues (scripts/check-catalogues.mjs).",
    ...parts.map((part) => `import type ${name(part)} from '../locales/${DEFAULT_LOCALE}/${part}';`),
    '',
    '/** The key of every text the web app shows. */',
    'export type MessageKey =',
    ...parts.map((part, i) => `  | keyof typeof ${name(part)}${i === parts.length - 1 ? ';' : ''}`),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const web = path.join(ROOT, 'apps/web/src');
  const locales = path.join(web, 'locales');
  const keysFile = path.join(web, 'lib/message-keys.ts');
  if (process.argv.includes('--write-keys')) fs.writeFileSync(keysFile, messageKeysFile(locales));
  // The server's e-mails; its refusals, keyed by their English, have a test of their own
  // (apps/server/src/http/refusal-texts.test.ts).
  const server = path.join(ROOT, 'apps/server/src/locales');
  const problems = [
    ...catalogueProblems(locales),
    ...sourceProblems(web, locales),
    ...catalogueProblems(server, ['refusals.json']).map((p) => `server ${p}`),
  ];
  if (fs.readFileSync(keysFile, 'utf8') !== messageKeysFile(locales))
    problems.push('apps/web/src/lib/message-keys.ts is out of date: run `npm run texts:keys`');
  for (const problem of problems) console.error(problem);
  console.log(`${problems.length} catalogue problems`);
  process.exit(problems.length > 0 ? 1 : 0);
}
