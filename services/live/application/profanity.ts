/**
 * The word cloud's profanity filter (the deck's filteringProfanity setting): common English swear words,
 * matched on the whole normalised word or as its first word. Deliberately small and conservative.
 */
const PROFANE = new Set([
  'fuck', 'fucking', 'fucker', 'motherfucker', 'shit', 'shitty', 'bullshit', 'bitch', 'bastard', 'asshole', 'arsehole',
  'dick', 'dickhead', 'cunt', 'prick', 'wanker', 'twat', 'slut', 'whore', 'piss', 'crap', 'damn', 'bollocks', 'douche',
  'douchebag', 'jackass', 'nigger', 'faggot', 'retard',
]);

export function isProfane(word: string): boolean {
  const normalised = word.toLowerCase().replace(/[^a-z\s]/g, '').trim();
  if (PROFANE.has(normalised)) return true;
  return normalised.split(/\s+/).some((part) => PROFANE.has(part));
}
