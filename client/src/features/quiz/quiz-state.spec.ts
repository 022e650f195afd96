import { describe, expect, it } from '@jest/globals';
import type { QuizStatePayload } from '../../../../contracts/quiz/socket-protocol.js';
import { quizState as fixture } from './quiz-fixtures.js';
import { isFinalLeaderboard, isNewerState, musicPlaying, quizSlideRole, quizStepFor } from './quiz-state.js';

const quizState = (changes: Partial<QuizStatePayload> = {}) => fixture({ music: true, ...changes });

describe('quiz screen state', () => {
  it('tells questions (after the pickAnswer secondary type) and the leaderboard from other slides', () => {
    expect(quizSlideRole({ type: 'pickAnswer', slideType: null })).toEqual({ role: 'question', type: 'pickAnswer' });
    expect(quizSlideRole({ type: 'pickAnswer', slideType: 'typeAnswer' })).toEqual({ role: 'question', type: 'typeAnswer' });
    expect(quizSlideRole({ type: 'correctOrder', slideType: null })).toEqual({ role: 'question', type: 'correctOrder' });
    expect(quizSlideRole({ type: 'pickAnswer', slideType: 'imageChoice' })).toEqual({ role: 'question', type: 'imageChoice' });
    // Pick Image is a poll of pictures, not a quiz question.
    expect(quizSlideRole({ type: 'pickImage', slideType: null })).toBeNull();
    expect(quizSlideRole({ type: 'leaderboard', slideType: null })).toEqual({ role: 'leaderboard' });
    expect(quizSlideRole({ type: 'poll', slideType: null })).toBeNull();
    expect(quizSlideRole({ type: 'somethingNew', slideType: null })).toBeNull();
  });

  it('keeps the state the server made last when a push and a step answer cross', () => {
    const rule = quizState({ stage: 'rule', serverNow: '2026-05-01T10:00:01.000Z' });
    const countdown = quizState({ stage: 'countdown', serverNow: '2026-05-01T10:00:02.000Z' });
    expect(isNewerState(null, rule)).toBe(true);
    expect(isNewerState(rule, countdown)).toBe(true);
    expect(isNewerState(countdown, rule)).toBe(false);
    expect(isNewerState(countdown, { ...rule, sessionId: 'session-2' })).toBe(true);
  });

  it('maps Enter or Space to the step the stage allows: start in the lobby, continue after, nothing once revealed', () => {
    expect(quizStepFor(quizState({ stage: 'lobby' }), 'q1')).toBe('start');
    expect(['rule', 'countdown', 'question'].map((stage) => quizStepFor(quizState({ stage: stage as QuizStatePayload['stage'] }), 'q1'))).toEqual([
      'continue',
      'continue',
      'continue',
    ]);
    expect(quizStepFor(quizState({ stage: 'result', revealed: false }), 'q1')).toBe('continue');
    expect(quizStepFor(quizState({ stage: 'result', revealed: true }), 'q1')).toBeNull();
    // The state is for another slide (the screen moved on before the server said so), or for none.
    expect(quizStepFor(quizState({ stage: 'lobby' }), 'q2')).toBeNull();
    expect(quizStepFor(quizState({ slideId: null, stage: null }), 'q1')).toBeNull();
    expect(quizStepFor(null, 'q1')).toBeNull();
  });

  it('plays the music on the quiz screens while the flag is on and the presenter has not muted it', () => {
    expect(musicPlaying(quizState({ stage: 'question' }), 'q1', false)).toBe(true);
    expect(musicPlaying(quizState({ stage: 'question' }), 'q1', true)).toBe(false);
    expect(musicPlaying(quizState({ stage: 'question', music: false }), 'q1', false)).toBe(false);
    expect(musicPlaying(quizState({ stage: 'result' }), 'q1', false)).toBe(false);
    expect(musicPlaying(quizState({ stage: 'lobby' }), 'other', false)).toBe(false);
  });
});

describe('the final leaderboard', () => {
  const slide = (id: string, order: number, type: string) => ({ id, order, type, slideType: null });
  const slides = [slide('q1', 1, 'pickAnswer'), slide('b1', 2, 'leaderboard'), slide('q2', 3, 'pickAnswer'), slide('b2', 4, 'leaderboard'), slide('t', 5, 'textSlide')];

  it('is the leaderboard after the last question, not one between questions nor one before any', () => {
    expect(isFinalLeaderboard(slides, 'b2')).toBe(true);
    expect(isFinalLeaderboard(slides, 'b1')).toBe(false);
    expect(isFinalLeaderboard(slides, 'q2')).toBe(false);
    expect(isFinalLeaderboard([slide('b0', 1, 'leaderboard'), slide('t', 2, 'textSlide')], 'b0')).toBe(false);
  });
});
