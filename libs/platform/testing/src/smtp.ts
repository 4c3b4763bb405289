import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** A header of a received mail as it was sent (mailparser folds List-* headers into a structure). */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}

/** A real SMTP server in the test process that keeps what it accepts, parsed. */
export interface TestSmtpServer {
  readonly url: string;
  readonly received: ParsedMail[];
  /** Stops listening (the server is down); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** While held, the server takes a mail's data and never answers it (a server stalling mid-send); `held` says how many wait. */
  hold(holding: boolean): void;
  readonly held: () => number;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let holding = false;
  let held = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new SMTPServer({
        authOptional: true,
        // Close at once, pooled client connections included: a stopped server must look down.
        closeTimeout: 50,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          if (holding) {
            held++;
            stream.resume();
            return;
          }
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              callback();
            })
            .catch((error: Error) => callback(error));
        },
      });
      instance.on('error', () => undefined);
      instance.listen(port, '127.0.0.1', () => {
        server = instance;
        resolve();
      });
      instance.server.once('error', reject);
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = server;
      server = undefined;
      if (!running) return resolve();
      running.close(() => resolve());
    });
  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop,
    start,
    hold: (value) => {
      holding = value;
    },
    held: () => held,
  };
}
