import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'http://slides.example.test';

describe('Team invitation email, with a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'LiveSlides <teams@slides.example.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the invitee a link whose invitation they open and accept, signed in as that email', async () => {
    const owner = await registerPresenter(t.http, { email: 'team-owner@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const { id: teamId } = (await t.http.post('/api/accounts').set(bearer(owner.token)).send({ name: 'Compilers' }).expect(201)).body as { id: string };
    await t.http.post('/api/invitations').set(bearer(owner.token)).send({ emails: ['New.Member@Example.com'] }).expect(201);

    const mail = await smtp.nextMailTo('new.member@example.com');
    expect(mail.from).toBe('teams@slides.example.test');
    expect(mail.subject).toBe('Grace Hopper invited you to join Compilers on LiveSlides');
    const link = linkIn(mail, `${PUBLIC_URL}/apps/team/invitations/`);
    expect(mail.html).toContain('open the invitation');
    const invitationId = new URL(link).pathname.split('/').at(-1)!;

    // The invitee registers with the invited address and follows the link.
    const invitee = await registerPresenter(t.http, { email: 'new.member@example.com', firstName: 'Ada' });
    const opened = await t.http.post('/api/invitations/view').set(bearer(invitee.token)).send({ invitationId }).expect(200);
    expect(opened.body).toMatchObject({ invitationId, status: 'pending', account: { name: 'Compilers' }, accountId: teamId });
    const joined = await t.http.post(`/api/invitations/${invitationId}/accept`).set(bearer(invitee.token)).expect(200);
    expect(joined.body).toMatchObject({ id: teamId, memberRole: 'member', members: { count: 2 } });
    expect((await t.http.get('/api/invitations').set(bearer(invitee.token)).expect(200)).body.invitations).toMatchObject([{ invitationId, status: 'accepted' }]);
  });
});
