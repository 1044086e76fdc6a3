import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server took it: the envelope's recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 (a free port unless one is given), keeping every message it
 * accepts. `answer`, called with each message, decides its fate and may take its time: nothing
 * accepts it, an Error refuses it (with the error's `responseCode`, e.g. 451, as SMTP's answer).
 */
export async function startSmtpServer(
  options: {
    port?: number;
    answer?: (mail: ReceivedMail) => Error | void | Promise<Error | void>;
  } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        Promise.resolve(options.answer?.(mail)).then((refusal) => {
          if (refusal) return callback(refusal);
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
