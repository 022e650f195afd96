/** One email to one person: plain text always (every client reads it), HTML beside it. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Where sent mail goes: to an SMTP server, or (none configured) into the server log for an administrator to pass on. */
export type MailDelivery = 'smtp' | 'server-log';

/** The outgoing-mail port; its adapters are the SMTP one (nodemailer) and the server-log one. */
export interface Mailer {
  readonly delivery: MailDelivery;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export const MAILER = Symbol('Mailer');
