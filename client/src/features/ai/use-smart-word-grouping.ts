import { useEffect, useMemo, useRef } from 'react';
import { MIN_GROUPED_ITEMS, SMART_GROUPING_SETTLE_MS } from '../../../../contracts/ai/answer-groups.js';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import type { SlideResults } from '../../../../contracts/live/results.js';
import { createAiApi } from '../../api/ai-api.js';
import { useServices } from '../../app-services.js';
import { useAiEnabled } from './use-ai-enabled.js';

/** The distinct words a grouping covers (null when there is nothing to group): a new word asks for a new grouping, a repeated one does not. */
export function wordsToGroup(slide: Pick<DeckSlide, 'id' | 'type' | 'wordCloudSmartGrouping'> | null, results: SlideResults | undefined): string | null {
  if (!slide || slide.type !== 'wordCloud' || !slide.wordCloudSmartGrouping) return null;
  if (results?.kind !== 'words' || results.slideId !== slide.id || results.words.length < MIN_GROUPED_ITEMS) return null;
  return `${slide.id}\n${results.words.map((word) => word.text).sort().join('\n')}`;
}

/**
 * "Group similar words" on a presented word cloud: once its words settle, the presenting screen asks the AI to group
 * them (word-cloud-smart-grouping); the server keeps the grouping in the session and every screen shows it. A failed
 * grouping leaves the words as given.
 */
export function useSmartWordGrouping(presentationId: string, slide: DeckSlide | null, results: SlideResults | undefined): void {
  const services = useServices();
  const api = useMemo(() => createAiApi(services.http), [services.http]);
  const aiEnabled = useAiEnabled();
  const grouped = useRef<string | null>(null);
  const words = aiEnabled ? wordsToGroup(slide, results) : null;
  const slideId = slide?.id;

  useEffect(() => {
    if (words === null || words === grouped.current || !slideId) return;
    const timer = setTimeout(() => {
      api.groupAnswers(presentationId, slideId, 'wordCloud').then(
        () => (grouped.current = words),
        () => undefined,
      );
    }, SMART_GROUPING_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [api, presentationId, slideId, words]);
}
