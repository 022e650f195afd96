import type { AnswerGroup, AnswerGroupsAnswer, GroupedItem } from '../../../contracts/ai/answer-groups.js';

/**
 * The model's groups checked against what was asked: only numbers of real items count, an item lands in the first
 * group that names it, a group left empty is dropped; groups come largest first and the rest is ungrouped.
 */
export function groupsFrom(answer: AnswerGroupsAnswer, items: readonly GroupedItem[]): { groups: AnswerGroup[]; ungrouped: GroupedItem[] } {
  const placed = new Set<number>();
  const groups: AnswerGroup[] = [];
  for (const group of answer.groups) {
    const members = group.items.filter((number) => number >= 1 && number <= items.length && !placed.has(number));
    if (members.length === 0) continue;
    for (const number of members) placed.add(number);
    const grouped = members.map((number) => items[number - 1]!);
    groups.push({ title: group.title.trim(), count: grouped.reduce((sum, item) => sum + item.count, 0), items: grouped });
  }
  groups.sort((a, b) => b.count - a.count);
  return { groups, ungrouped: items.filter((_, index) => !placed.has(index + 1)) };
}

/** The prompt's list: one numbered line per item, a word's count beside it. */
export function numberedItems(items: readonly GroupedItem[]): string {
  return items.map((item, index) => `${index + 1}. ${item.text.replace(/\s+/g, ' ').trim()}${item.answerId === undefined ? ` (x${item.count})` : ''}`).join('\n');
}
