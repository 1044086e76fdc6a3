import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsListener {
  /** The bound port (the one chosen when METRICS_PORT=0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A small `node:http` server of its own answering `GET /metrics`, on METRICS_HOST:METRICS_PORT:
 * never the public port, so nginx and the public cannot reach it.
 */
export async function listenForScrapes(
  scrape: () => Promise<{ contentType: string; body: string }>,
  at: { host: string; port: number },
): Promise<MetricsListener> {
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?', 1)[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed\n');
      return;
    }
    scrape().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (err: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`Metrics could not be collected: ${String(err)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
