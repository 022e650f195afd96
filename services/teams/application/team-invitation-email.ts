import type { MailMessage } from '../../infrastructure/mail/mail.port.js';

export function teamInvitationEmail(to: string, inviterName: string, teamName: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `${inviterName} invited you to join the team "${teamName}" on LiveSlides. To accept or decline, sign in with this email address (${to}) and open this link:`,
    '',
    link,
    '',
    'If you do not know this team, ignore this email.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(inviterName)} invited you to join the team &quot;${escapeHtml(teamName)}&quot; on LiveSlides.</p>`,
    `<p>Sign in with this email address (${escapeHtml(to)}), then <a href="${escapeHtml(link)}">open the invitation</a>.</p>`,
    '<p>If you do not know this team, ignore this email.</p>',
  ].join('\n');
  return { to, subject: `${inviterName} invited you to join ${teamName} on LiveSlides`, text, html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
