import { useEffect, useMemo, useState } from 'react';
import { createAiApi } from '../../api/ai-api.js';
import { useServices } from '../../app-services.js';

/** Whether the server has an AI provider: controls whose only effect is the AI's stay hidden until it says so. */
export function useAiEnabled(): boolean {
  const services = useServices();
  const api = useMemo(() => createAiApi(services.http), [services.http]);
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let current = true;
    void api.status().then(
      (status) => current && setEnabled(status.enabled),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  return enabled;
}
