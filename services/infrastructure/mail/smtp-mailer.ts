import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mail.port.js';
import type { MailSettings } from './mail-settings.js';

/** Sends through an SMTP server (nodemailer), one connection per message: reset links and invitations are few. */
export class SmtpMailer implements Mailer {
  readonly delivery = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(private readonly settings: Extract<MailSettings, { kind: 'smtp' }>) {
    this.transport =
      'url' in settings
        ? createTransport(settings.url)
        : createTransport({ host: settings.host, port: settings.port, secure: settings.secure, auth: settings.auth });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }
}
