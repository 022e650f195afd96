import { startSmtpTestServer, type SmtpTestServer } from '../../../test/support/smtp-test-server.js';
import { loadMailSettings } from './mail-settings.js';
import { SmtpMailer } from './smtp-mailer.js';

describe('SMTP mailer (nodemailer) against a real SMTP server', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  it.each([
    ['SMTP_URL', () => ({ SMTP_URL: smtp.url })],
    ['SMTP_HOST and SMTP_PORT', () => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) })],
  ])('delivers a message with its sender, recipient, subject, text and HTML, configured by %s', async (_label, env) => {
    const settings = loadMailSettings({ ...env(), MAIL_FROM: 'Decks <decks@example.com>' });
    expect(settings.kind).toBe('smtp');
    const mailer = new SmtpMailer(settings as Extract<typeof settings, { kind: 'smtp' }>);
    const to = `reader-${_label.replaceAll(' ', '-').toLowerCase()}@example.com`;
    try {
      await mailer.send({ to, subject: 'Über café: 10 slides', text: 'Open https://example.com/a?b=c&d=e now.', html: '<p>Open it now.</p>' });
    } finally {
      await mailer.close();
    }
    const mail = await smtp.nextMailTo(to);
    expect(mail).toMatchObject({ from: 'decks@example.com', to: [to], subject: 'Über café: 10 slides' });
    expect(mail.text.trim()).toBe('Open https://example.com/a?b=c&d=e now.');
    expect(mail.html).toContain('<p>Open it now.</p>');
  });

  it('rejects when the server cannot be reached', async () => {
    const closed = await startSmtpTestServer();
    await closed.close();
    const mailer = new SmtpMailer({ kind: 'smtp', from: 'a@example.com', url: closed.url });
    await expect(mailer.send({ to: 'b@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
    await mailer.close();
  });
});
