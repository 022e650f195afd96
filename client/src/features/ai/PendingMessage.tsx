import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_PENDING_ROTATION_MS } from '../../../../contracts/ai/constants.js';

/** Spec doc 3 §4: the pending message's text rotates through 7 phrases every 5 seconds until the answer ends. */
export function PendingMessage() {
  const { t } = useTranslation();
  const phrases = t('ai.pending', { returnObjects: true }) as readonly string[];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % phrases.length), AI_PENDING_ROTATION_MS);
    return () => clearInterval(timer);
  }, [phrases.length]);
  return <li className="ai-message ai-message--system ai-message--pending">{phrases[index]}</li>;
}
