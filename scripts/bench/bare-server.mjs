// The floor of a read: a bare node:http server in a process of its own (as the product's is, so it
// shares the machine the same way) that only sends the given bytes with the given headers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PROGRAM = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const headers = JSON.parse(process.argv[2]);
http
  .createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(process.argv[3]), '127.0.0.1', () => process.send('listening'));
`;

export async function bareServer(body, headers, port) {
  const file = path.join(os.tmpdir(), `promptreel-bare-${process.pid}-${port}.body`);
  fs.writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', PROGRAM, file, JSON.stringify(headers), String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
      fs.rmSync(file, { force: true });
    },
  };
}
