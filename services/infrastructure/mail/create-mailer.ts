import { LogMailer } from './log-mailer.js';
import type { Mailer } from './mail.port.js';
import type { MailSettings } from './mail-settings.js';
import { SmtpMailer } from './smtp-mailer.js';

export function createMailer(settings: MailSettings): Mailer {
  return settings.kind === 'smtp' ? new SmtpMailer(settings) : new LogMailer();
}
