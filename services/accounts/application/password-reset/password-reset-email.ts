import { PASSWORD_RESET_LINK_LIFETIME_MINUTES } from '../../../../contracts/identity/password-reset.js';
import type { MailMessage } from '../../../infrastructure/mail/mail.port.js';

/** The forgot-password page opens the reset form when its query carries a token. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/pages/forgot-password?${new URLSearchParams({ token })}`;
}

export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  const lines = [
    `Hello ${firstName},`,
    '',
    'Someone (we hope you) asked to reset the password of your LiveSlides account. To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once and expires in ${PASSWORD_RESET_LINK_LIFETIME_MINUTES} minutes. Setting a new password signs you out everywhere.`,
    "If you did not ask for this, ignore this email: your password stays as it is.",
  ];
  const html = [
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    '<p>Someone (we hope you) asked to reset the password of your LiveSlides account.</p>',
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p>The link works once and expires in ${PASSWORD_RESET_LINK_LIFETIME_MINUTES} minutes. Setting a new password signs you out everywhere.</p>`,
    '<p>If you did not ask for this, ignore this email: your password stays as it is.</p>',
  ].join('\n');
  return { to, subject: 'Reset your LiveSlides password', text: lines.join('\n'), html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
