import { Logger } from '@nestjs/common';
import type { MailMessage, Mailer } from './mail.port.js';

const logger = new Logger('Mail');

/**
 * With no SMTP server configured, a message is written to the server log (its text, links included), so an
 * administrator can pass a link on; the UI tells the person that this is where their email went.
 */
export class LogMailer implements Mailer {
  readonly delivery = 'server-log' as const;

  constructor(private readonly write: (line: string) => void = (line) => logger.log(line)) {}

  send(message: MailMessage): Promise<void> {
    this.write(`No SMTP server is configured (SMTP_URL or SMTP_HOST); this email was not sent.\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
