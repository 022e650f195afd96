import type { Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mail.port.js';
import type { MailSettings } from './mail-settings.js';

/**
 * Sends through an SMTP server (nodemailer), one connection per message: reset links and invitations are few.
 * nodemailer (about 13 MB of server memory) is loaded at the first message, not at start.
 */
export class SmtpMailer implements Mailer {
  readonly delivery = 'smtp' as const;
  private transport: Promise<Transporter> | null = null;

  constructor(private readonly settings: Extract<MailSettings, { kind: 'smtp' }>) {}

  private connect(): Promise<Transporter> {
    const settings = this.settings;
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      'url' in settings
        ? createTransport(settings.url)
        : createTransport({ host: settings.host, port: settings.port, secure: settings.secure, auth: settings.auth }),
    );
    return this.transport;
  }

  async send(message: MailMessage): Promise<void> {
    const transport = await this.connect();
    await transport.sendMail({ from: this.settings.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  async close(): Promise<void> {
    if (this.transport) (await this.transport).close();
  }
}
