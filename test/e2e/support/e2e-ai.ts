/**
 * The e2e server asks an OpenAI-compatible model server on this port (E2E_AI_PORT, default E2E_PORT + 2000); the AI
 * specs start the local stand-in (test/support/fake-openai-server.ts) there themselves.
 */
export function e2eAiPort(e2ePort: number): number {
  return Number(process.env.E2E_AI_PORT ?? e2ePort + 2000);
}
