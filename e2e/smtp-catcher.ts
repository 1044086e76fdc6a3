// A real SMTP server for the browser tests: the app sends its mail here over SMTP, and each
// message is written, raw, to a folder the tests read.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startSmtpCatcher({ port, dir }: { port: number; dir: string }) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const name = `${Date.now()}-${String(n++).padStart(4, '0')}.eml`;
        fs.writeFileSync(path.join(dir, name), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
