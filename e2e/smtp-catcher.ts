// A real SMTP server for the browser tests: the app sends its mail here over SMTP, and each
// message is written, raw, to a folder the tests read: first beside it, then renamed into it, so a
// test reading the folder from its own process never finds half a message.
import fs from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '../apps/server/test/helpers/smtp-server';

export async function startSmtpCatcher({ port, dir }: { port: number; dir: string }) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const writing = `${dir}.writing`;
  fs.mkdirSync(writing, { recursive: true });
  let n = 0;
  const server = await startSmtpServer({
    port,
    answer(mail) {
      const name = `${Date.now()}-${String(n++).padStart(4, '0')}.eml`;
      fs.writeFileSync(path.join(writing, name), `X-Envelope-To: ${mail.to.join(',')}\r\n${mail.raw}`);
      fs.renameSync(path.join(writing, name), path.join(dir, name));
    },
  });
  return { close: server.close };
}
