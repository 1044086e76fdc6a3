import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request, waitFor } from './http-probes.js';

// Debian's nginx running the shipped site (deploy/nginx/promptreel.conf) in front of the instances.

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const SITE = path.resolve(import.meta.dirname, '../../../deploy/nginx/promptreel.conf');

/**
 * The shipped site with its EDIT values replaced: the two instances in both upstreams, nginx's
 * address, the web app's assets folder and (unused with S3) the local storage folder. Each value
 * must be found as often as the file is written to hold it, so a change of the file fails here
 * rather than test something else.
 */
export function renderSite(opts: {
  listen: string;
  upstreams: [string, string];
  assetsDir: string;
  storageDir: string;
}): string {
  let site = fs.readFileSync(SITE, 'utf8');
  const edits: [from: string, to: string, times: number][] = [
    ['listen 80;', `listen ${opts.listen};`, 1],
    // In nginx's prefix folder (a relative path).
    ['access_log /var/log/nginx/access.log promptreel;', 'access_log access.log promptreel;', 1],
    ['server 127.0.0.1:3000 ', `server ${opts.upstreams[0]} `, 2],
    ['server 127.0.0.1:3001 ', `server ${opts.upstreams[1]} `, 2],
    ['alias /opt/promptreel/apps/web/dist/assets/;', `alias ${opts.assetsDir}/;`, 1],
    ['alias /var/lib/promptreel/storage/;', `alias ${opts.storageDir}/;`, 1],
  ];
  for (const [from, to, times] of edits) {
    const found = site.split(from).length - 1;
    if (found !== times) throw new Error(`${SITE}: expected "${from}" ${times} time(s), found ${found}`);
    site = site.replaceAll(from, to);
  }
  return site;
}

export interface Nginx {
  port: number;
  url: string;
  prefix: string;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx in a prefix folder of its own, with Debian's http defaults around the rendered site.
 * One addition, here and not in the shipped site: `X-Upstream: $upstream_addr` on answers, so the
 * test can tell which instance nginx chose (a public site should not tell clients its inner addresses).
 */
export async function startNginx(prefix: string, port: number, site: string): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is needed and was not found at ${NGINX}: apt-get install nginx`);
  fs.mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  const errorLogFile = path.join(prefix, 'error.log');
  fs.writeFileSync(
    conf,
    `worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${errorLogFile} warn;
events { worker_connections 256; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  add_header X-Upstream $upstream_addr always;
${site}
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-e', errorLogFile, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => (fs.existsSync(errorLogFile) ? fs.readFileSync(errorLogFile, 'utf8') : '');
  await waitFor(
    'nginx to listen',
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}\n${errorLog()}`);
      // A path nginx answers itself (the assets folder): nothing reaches, or counts against, an instance.
      return request(port, '/assets/.probe').then(() => true);
    },
    { timeoutMs: 10_000, everyMs: 50 },
  ).catch((err: Error) => {
    child.kill('SIGKILL');
    throw new Error(`nginx did not start: ${stderr}\n${errorLog()}`, { cause: err });
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    prefix,
    errorLog,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
