// A real SMTP server for the browser tests: the app sends its mail here over SMTP, and each
// message is written, raw, to a folder the tests read.
import fs from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '../apps/server/test/helpers/smtp-server';

export async function startSmtpCatcher({ port, dir }: { port: number; dir: string }) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = await startSmtpServer({
    port,
    answer(mail) {
      const name = `${Date.now()}-${String(n++).padStart(4, '0')}.eml`;
      fs.writeFileSync(path.join(dir, name), `X-Envelope-To: ${mail.to.join(',')}\r\n${mail.raw}`);
    },
  });
  return { close: server.close };
}
