/**
 * The e2e server sends mail to an SMTP server on this port (E2E_SMTP_PORT, default E2E_PORT + 1000), which the
 * specs that read mail start themselves; until one listens, a message the server tries to send is logged as failed.
 */
export function e2eSmtpPort(e2ePort: number): number {
  return Number(process.env.E2E_SMTP_PORT ?? e2ePort + 1000);
}
