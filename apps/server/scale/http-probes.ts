import http from 'node:http';
import net from 'node:net';

// Waiting for and talking to the cluster's processes over HTTP, as a client from outside would.

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Calls `probe` until it returns something other than undefined/false, or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 30_000, everyMs = 100 } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`, { cause: last });
    await sleep(everyMs);
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a fresh connection (no pooling: which upstream nginx picks must not depend on it). */
export function request(
  port: number,
  target: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: target, method: opts.method ?? 'GET', headers: opts.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** A server-sent events stream, read as it arrives: the answer's headers and every event so far. */
export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  close(): void;
}

export function openEvents(port: number, target: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, headers, agent: false }, (res) => {
      const events: SseEvent[] = [];
      let buffered = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'event') event.event = value;
            else if (field === 'id') event.id = value;
            else if (field === 'data') event.data += value;
          }
          if (block.split('\n').some((l) => l.startsWith('event: ') || l.startsWith('data: '))) events.push(event);
        }
      });
      res.on('error', () => undefined);
      resolve({ status: res.statusCode!, headers: res.headers, events, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}
