import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ANSWER_GROUPING_MESSAGES,
  answerGroupsJsonSchema,
  answerGroupsSchema,
  MAX_GROUPED_ITEMS,
  MIN_GROUPED_ITEMS,
  type AnswerGroup,
  type AnswerGrouping,
  type GroupedItem,
} from '../../../contracts/ai/answer-groups.js';
import { AI_NOT_CONFIGURED_MESSAGE } from '../../../contracts/ai/constants.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { SlideResults, WordGroup } from '../../../contracts/live/results.js';
import { MESSAGES } from '../../../contracts/slides/constants.js';
import { AI_PROVIDER, type AiProvider } from '../../infrastructure/ai/ai-provider.port.js';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { AudienceSnapshots } from '../../live/realtime/audience-snapshots.js';
import { BusinessRuleViolated, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { groupsFrom, numberedItems } from '../domain/answer-grouping.js';
import { TOO_MANY_AI_REQUESTS } from './ai-chat.service.js';
import { askStructured } from './ask-structured.js';

/** Which answers a slide type groups, and how the model is told about them. */
const KINDS = {
  openEnded: { results: 'text', about: 'answers people gave to an open-ended question' },
  wordCloud: { results: 'words', about: 'words people gave to a word cloud question (with how many gave each)' },
} as const;
type GroupableType = keyof typeof KINDS;
const isGroupable = (type: string): type is GroupableType => type in KINDS;

/**
 * Spec doc 3 §7 group-open-ended and word-cloud-smart-grouping: the live session's answers to a slide, grouped by
 * meaning for whoever runs it. The answers stay as given; a word cloud with "Group similar words" on keeps the
 * grouping in its session (WordCloudWordsGrouped), which the stage and the phones show.
 */
@Injectable()
export class AiAnswerGroupingService {
  private readonly logger = new Logger(AiAnswerGroupingService.name);
  private readonly requestsPerUser: RateLimit;

  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider | null,
    private readonly control: LiveControlService,
    private readonly snapshots: AudienceSnapshots,
    limits: RateLimits,
  ) {
    this.requestsPerUser = limits.shared('aiRequestsPerUser', TOO_MANY_AI_REQUESTS);
  }

  async group(actor: Actor, presentationId: string, slideId: string, expected: GroupableType): Promise<AnswerGrouping> {
    // Whoever may run the deck live may read its answers (its creator, a team member with `present`).
    const deck = await this.control.ownedDeck(actor, presentationId);
    const slide = deck.slides.find((candidate) => candidate.id === slideId);
    if (!slide) throw new NotFound(MESSAGES.slideNotFound, { slideId });
    if (slide.type !== expected || !isGroupable(slide.type)) throw new BusinessRuleViolated(ANSWER_GROUPING_MESSAGES.wrongSlide);
    const items = itemsOf((await this.snapshots.presenter(presentationId)).results[slideId]).slice(0, MAX_GROUPED_ITEMS);
    if (items.length < MIN_GROUPED_ITEMS) throw new BusinessRuleViolated(ANSWER_GROUPING_MESSAGES.notEnough);
    const provider = this.provider;
    if (!provider) throw new BusinessRuleViolated(AI_NOT_CONFIGURED_MESSAGE);
    await this.requestsPerUser.take(actor.id);

    const answer = await askStructured(
      provider,
      {
        system: [
          `You group the ${KINDS[slide.type].about} in a live presentation by what they mean.`,
          'Answer only with JSON following the given schema: {"groups": [{"title": ..., "items": [<numbers of the items>]}]}.',
          'Give each group a short title in the language of the answers; put each item in one group at most; use at most 12 groups.',
        ].join(' '),
        user: `Question: ${slide.title ?? ''}\n\n${numberedItems(items)}`,
        schemaName: 'answer_groups',
        schema: answerGroupsJsonSchema(),
        accept: (raw) => {
          const parsed = answerGroupsSchema.safeParse(raw);
          if (!parsed.success) return null;
          const grouping = groupsFrom(parsed.data, items);
          return grouping.groups.length > 0 ? grouping : null;
        },
      },
      this.logger,
    );
    if (answer === null) throw new BusinessRuleViolated(ANSWER_GROUPING_MESSAGES.failed);
    // "Group similar words" on: the grouping becomes the session's, and the stage and phones show the words merged.
    if (slide.type === 'wordCloud' && slide.wordCloudSmartGrouping) await this.control.groupWords(actor, presentationId, slideId, wordGroupsOf(answer.groups));
    return { slideId, ...answer };
  }
}

const wordGroupsOf = (groups: readonly AnswerGroup[]): WordGroup[] => groups.map((group) => ({ title: group.title, words: group.items.map((item) => item.text) }));

function itemsOf(results: SlideResults | undefined): GroupedItem[] {
  switch (results?.kind) {
    case 'text':
      return results.entries.map((entry) => ({ text: entry.text, count: 1, answerId: entry.answerId }));
    case 'words':
      return results.words.map((word) => ({ text: word.text, count: word.count }));
    default:
      return [];
  }
}
