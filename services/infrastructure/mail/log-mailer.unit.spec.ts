import { createMailer } from './create-mailer.js';
import { LogMailer } from './log-mailer.js';
import { loadMailSettings } from './mail-settings.js';

describe('mail without SMTP', () => {
  it('is what an unset SMTP_URL and SMTP_HOST choose, and says so', () => {
    const mailer = createMailer(loadMailSettings({}));
    expect(mailer).toBeInstanceOf(LogMailer);
    expect(mailer.delivery).toBe('server-log');
  });

  it('writes the message, its link included, to the server log and says it was not sent', async () => {
    const lines: string[] = [];
    await new LogMailer((line) => lines.push(line)).send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open http://localhost:3000/pages/forgot-password?token=abc.def to choose a new one.',
      html: '<p>ignored in the log</p>',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('this email was not sent');
    expect(lines[0]).toContain('To: ada@example.com');
    expect(lines[0]).toContain('http://localhost:3000/pages/forgot-password?token=abc.def');
  });
});

describe('mail settings', () => {
  it('read host, port, TLS and credentials, and refuse half-set or malformed values', () => {
    expect(loadMailSettings({ SMTP_HOST: 'mail.example.com', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p', MAIL_FROM: 'x@example.com' })).toEqual({
      kind: 'smtp',
      from: 'x@example.com',
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p' },
    });
    expect(loadMailSettings({ SMTP_HOST: 'mail.example.com' })).toMatchObject({ port: 587, secure: false, auth: undefined });
    expect(() => loadMailSettings({ SMTP_HOST: 'h', SMTP_USER: 'u' })).toThrow('SMTP_USER and SMTP_PASS');
    expect(() => loadMailSettings({ SMTP_HOST: 'h', SMTP_PORT: '70000' })).toThrow('SMTP_PORT');
    expect(() => loadMailSettings({ SMTP_HOST: 'h', SMTP_SECURE: 'yes' })).toThrow('SMTP_SECURE');
    expect(() => loadMailSettings({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL');
  });
});
