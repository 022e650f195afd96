import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitUntil } from './wait-until.js';

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface SmtpTestServer {
  readonly port: number;
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  readonly url: string;
  readonly received: readonly ReceivedMail[];
  /** The first message to `address` after the `seen` already received for it, once it has arrived. */
  nextMailTo(address: string, seen?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) listening on 127.0.0.1, which accepts every message without
 * authentication or TLS and keeps it, parsed by mailparser, for the test to read.
 */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: listening } = server.server.address() as AddressInfo;
  const mailTo = (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    received,
    nextMailTo: async (address, seen = 0) => {
      await waitUntil(() => mailTo(address).length > seen);
      return mailTo(address)[seen]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link to ${prefix} in:\n${mail.text}`);
  return link;
}
