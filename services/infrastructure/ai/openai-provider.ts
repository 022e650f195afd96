import type OpenAI from 'openai';
import type { AiProvider, StructuredChatRequest } from './ai-provider.port.js';
import type { AiSettings } from './ai-settings.js';

/** The port on the official `openai` SDK: OpenAI itself or any OpenAI-compatible server (AI_BASE_URL). */
export class OpenAiProvider implements AiProvider {
  private client: Promise<OpenAI> | null = null;

  constructor(private readonly settings: AiSettings) {}

  async *streamStructured(request: StructuredChatRequest): AsyncIterable<string> {
    const client = await this.sdk();
    const stream = await client.chat.completions.create(
      {
        model: this.settings.model,
        stream: true,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: request.schemaName, schema: request.schema, strict: false } },
      },
      { signal: request.signal },
    );
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
  }

  /** The SDK loads at the first request, so a node that never asks the model does not hold it in memory. */
  private sdk(): Promise<OpenAI> {
    // The generation service retries an invalid answer itself, once; the SDK's own retries would multiply that.
    this.client ??= import('openai').then(({ default: Sdk }) => new Sdk({ baseURL: this.settings.baseUrl, apiKey: this.settings.apiKey, maxRetries: 0 }));
    return this.client;
  }
}
