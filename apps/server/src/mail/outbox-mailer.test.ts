import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Every file in the outbox, read and parsed the way a person's script or a test reads it. */
function readAll(outbox: string): { parsed: number; unreadable: string[] } {
  let parsed = 0;
  const unreadable: string[] = [];
  for (const f of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
    const text = fs.readFileSync(path.join(outbox, f), 'utf8');
    try {
      JSON.parse(text);
      parsed++;
    } catch {
      unreadable.push(`${f}: ${JSON.stringify(text.slice(0, 40))}`);
    }
  }
  return { parsed, unreadable };
}

describe('the outbox mailer', () => {
  it('never shows a reader of the outbox a file it has not finished writing', async () => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-outbox-'));
    dirs.push(data);
    const outbox = path.join(data, 'outbox');
    const mailer = createOutboxMailer(outbox, 'Promptreel <no-reply@example.test>', { info() {} });

    let done = false;
    const sending = mailer.send({ to: 'reader@example.test', subject: 'Big', text: 'x'.repeat(2_000_000) }).then(() => {
      done = true;
    });
    const unreadable: string[] = [];
    // Reads between each of the mailer's steps (open, write, close), as another process would.
    while (!done) {
      unreadable.push(...readAll(outbox).unreadable);
      await new Promise((r) => setImmediate(r));
    }
    await sending;

    expect(unreadable).toEqual([]);
    expect(readAll(outbox)).toEqual({ parsed: 1, unreadable: [] });
  });
});
