import { escapeHtml } from '../../../infrastructure/mail/escape-html.js';
import type { MailMessage } from '../../../infrastructure/mail/mail.port.js';

export function collaboratorInvitationEmail(to: string, inviterName: string, presentationName: string, role: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `${inviterName} invited you to the presentation "${presentationName}" on LiveSlides as ${role}. Sign in (or register) with this email address (${to}) and open this link:`,
    '',
    link,
    '',
    'If you do not know this person, ignore this email.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(inviterName)} invited you to the presentation &quot;${escapeHtml(presentationName)}&quot; on LiveSlides as ${escapeHtml(role)}.</p>`,
    `<p>Sign in (or register) with this email address (${escapeHtml(to)}), then <a href="${escapeHtml(link)}">open the invitation</a>.</p>`,
    '<p>If you do not know this person, ignore this email.</p>',
  ].join('\n');
  return { to, subject: `${inviterName} invited you to edit "${presentationName}" on LiveSlides`, text, html };
}
