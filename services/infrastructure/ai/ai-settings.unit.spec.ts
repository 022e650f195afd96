import { loadAiSettings } from './ai-settings.js';

describe('AI provider settings (AI_BASE_URL, AI_API_KEY, AI_MODEL)', () => {
  it('is off without a model', () => {
    expect(loadAiSettings({})).toBeNull();
  });

  it('takes OpenAI with a key, and a local server without one', () => {
    expect(loadAiSettings({ AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-1' })).toEqual({ baseUrl: undefined, apiKey: 'sk-1', model: 'gpt-4o-mini' });
    expect(loadAiSettings({ AI_MODEL: 'llama3.1', AI_BASE_URL: 'http://localhost:11434/v1' })).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: 'no-key', model: 'llama3.1' });
  });

  it('refuses a half-made setting at start', () => {
    expect(() => loadAiSettings({ AI_API_KEY: 'sk-1' })).toThrow('AI_MODEL');
    expect(() => loadAiSettings({ AI_MODEL: 'gpt-4o-mini' })).toThrow('AI_API_KEY');
    expect(() => loadAiSettings({ AI_MODEL: 'm', AI_BASE_URL: 'localhost:11434' })).toThrow('AI_BASE_URL');
  });
});
