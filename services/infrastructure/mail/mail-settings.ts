/** How outgoing mail is sent, read from SMTP_URL or SMTP_HOST/SMTP_PORT/SMTP_SECURE/SMTP_USER/SMTP_PASS, and MAIL_FROM. */
export type MailSettings =
  | { readonly kind: 'smtp'; readonly from: string; readonly url: string }
  | {
      readonly kind: 'smtp';
      readonly from: string;
      readonly host: string;
      readonly port: number;
      /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
      readonly secure: boolean;
      readonly auth: { readonly user: string; readonly pass: string } | undefined;
    }
  | { readonly kind: 'log'; readonly from: string };

export const DEFAULT_MAIL_FROM = 'LiveSlides <no-reply@localhost>';

export function loadMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
    return { kind: 'smtp', from, url: env.SMTP_URL };
  }
  if (!env.SMTP_HOST) return { kind: 'log', from };
  const secure = parseSecure(env.SMTP_SECURE);
  const port = Number(env.SMTP_PORT ?? (secure ? 465 : 587));
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`SMTP_PORT must be a TCP port, got ${env.SMTP_PORT}`);
  if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASS)) throw new Error('SMTP_USER and SMTP_PASS are set together or not at all');
  const auth = env.SMTP_USER && env.SMTP_PASS ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined;
  return { kind: 'smtp', from, host: env.SMTP_HOST, port, secure, auth };
}

function parseSecure(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`SMTP_SECURE must be true or false, got ${value}`);
}
