import '../../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../../i18n/index.js';
import type { DeckCommand } from '../../../../../contracts/deck/deck-commands.js';
import { DEFAULT_PRESENTATION_SETTINGS, type PresentationSettings } from '../../../../../contracts/deck/settings.js';
import type { AudienceSlide } from '../../../../../contracts/live/socket-protocol.js';
import type { QnaSettings } from '../../../../../contracts/qna/question.js';
import type { QnaSettingsPayload } from '../../../../../contracts/qna/socket-protocol.js';
import { shuffledFor } from '../../../../../services/live/domain/option-order.js';
import { SWITCH_EFFECTS, switchesCheckedOn, type SwitchesCheckedOn } from '../../../../../test/settings/switch-effects.js';
import { audienceSnapshot, entryInfo, renderPhone, renderPresentingScreen } from '../../../test-support/live-screens.js';
import { quizState } from '../../quiz/quiz-fixtures.js';
import { deckDocument, deckSlide } from '../../live/deck-fixture.js';
import { renderSettingsPanel } from '../../../test-support/render-settings-panel.js';

const withSettings = (settings: Partial<PresentationSettings>, slides = [deckSlide('s1', 'poll', 1, { title: 'Favourite colour?' }, ['Red', 'Blue'])]) =>
  deckDocument(slides, { settings: { ...DEFAULT_PRESENTATION_SETTINGS, ...settings } });


const renderedSwitches = () => screen.getAllByRole<HTMLInputElement>('switch');

/** What turning a switch on sends, whichever of the deck's parts (settings, participant info, attributes) holds it. */
function valueSent(command: DeckCommand | undefined, key: string): unknown {
  if (!command) return undefined;
  switch (command.type) {
    case 'UpdatePresentationSettings':
      return (command.data.settings as Record<string, unknown>)[key];
    case 'UpdateParticipantInfo':
      return (command.data as Record<string, unknown>)[key];
    case 'UpdatePresentationAttributes':
      return (command.data.attributes as Record<string, unknown>)[key];
    default:
      return undefined;
  }
}

const poll: AudienceSlide = {
  id: 'slide-1',
  type: 'poll',
  slideType: null,
  title: 'Favourite colour?',
  options: ['Red', 'Blue', 'Green', 'Gold', 'Teal'].map((title, index) => ({ id: `o${index + 1}`, title, image: null })),
  settings: {},
  submissionsStopped: false,
};
const phoneOn = (slide: AudienceSlide, overrides: Parameters<typeof audienceSnapshot>[0] = {}) => renderPhone(entryInfo(), audienceSnapshot({ activeSlide: slide, ...overrides }));
/** The server's word on the Q&A switches, as a phone gets it on connect and when they change. */
const qnaSettings = (settings: Partial<QnaSettings>): QnaSettingsPayload => ({
  sessionId: 'session-1',
  available: true,
  settings: { allSlides: false, anonymous: false, audienceShowAll: true, moderation: false, ...settings },
});
const joinBar = () => screen.queryByRole('note', { name: /^Go to .* and use the code/ });

/** A WebAudio stand-in that counts the notes the quiz music schedules. */
function installAudio(): { notes: () => number; remove: () => void } {
  let notes = 0;
  const param = () => ({ value: 0, setTargetAtTime() {}, setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} });
  class FakeAudioContext {
    currentTime = 0;
    state = 'running';
    destination = {};
    createGain = () => ({ gain: param(), connect() {} });
    createOscillator = () => ({ type: 'sine', frequency: param(), connect() {}, start: () => void notes++, stop() {} });
    resume = () => Promise.resolve();
    close = () => Promise.resolve();
  }
  Object.assign(window, { AudioContext: FakeAudioContext });
  return { notes: () => notes, remove: () => Reflect.deleteProperty(window, 'AudioContext') };
}

/** What each switch does, watched on the screens it changes; `on` is the switch's position for the run. */
const SCREEN_CHECKS: Record<SwitchesCheckedOn<'screen'>, (on: boolean) => Promise<void>> = {
  async showEmojiAvatar(on) {
    renderPhone(entryInfo({ showEmojiAvatar: on }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to my presentation' });
    expect(screen.queryByRole('group', { name: 'Pick your avatar' }) !== null).toBe(on);
  },

  async isReactionEnabled(on) {
    phoneOn(poll, { reactionsEnabled: on });
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    expect(screen.queryByRole('button', { name: 'Send Love' }) !== null).toBe(on);
  },

  async isEnableChat(on) {
    const { connection } = phoneOn(poll);
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    act(() => connection.push('chat:settings', { sessionId: 'session-1', available: on }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Chat' }) !== null).toBe(on));
  },

  async qnaAllSlide(on) {
    const { connection } = phoneOn(poll);
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    act(() => connection.push('qna:settings', qnaSettings({ allSlides: on })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ask a question' }) !== null).toBe(on));
  },

  async qnaAnonymous(on) {
    const { connection } = phoneOn({ ...poll, type: 'question', title: 'Ask me anything', options: [] });
    await screen.findByRole('heading', { level: 1, name: 'Ask me anything' });
    act(() => connection.push('qna:settings', qnaSettings({ anonymous: on })));
    await screen.findByRole('textbox', { name: 'Your question' });
    expect(screen.queryByText('Your question is sent without your name.') !== null).toBe(on);
  },

  async privateMode(on) {
    renderPhone(entryInfo({ privateMode: on }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to my presentation' });
    expect(screen.queryByRole('heading', { name: 'Private right now' }) !== null).toBe(on);
    expect(screen.queryByRole('button', { name: 'Join' }) !== null).toBe(!on);
    cleanup();
    renderPresentingScreen(withSettings({ privateMode: on }));
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    expect(screen.queryByText(/Private mode is on/) !== null).toBe(on);
  },

  async isModerationMode(on) {
    phoneOn({ ...poll, type: 'openEnded', options: [], ...(on && { heldForApproval: true as const }) });
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    expect(screen.queryByText('Answers show on the screen once the presenter approves them.') !== null).toBe(on);
    cleanup();
    const { connection } = renderPresentingScreen(withSettings({ isModerationMode: on }, [deckSlide('t1', 'openEnded', 1, { title: 'Ideas?' })]));
    await screen.findByRole('heading', { level: 1, name: 'Ideas?' });
    if (on) {
      act(() => {
        connection.push('results:updated', {
          slideId: 't1',
          results: { kind: 'text', slideId: 't1', respondents: 1, entries: [], held: [{ answerId: 'x1', name: 'Ada', emoji: '🦊', values: ['More breaks'], submittedAt: 'now' }] },
        });
      });
    }
    expect(screen.queryByRole('button', { name: on ? 'Review 1 answer' : /^Review/ }) !== null).toBe(on);
  },

  async areSlideOptionsShuffling(on) {
    const own = shuffledFor(poll.options, 'a1', poll.id).map((option) => option.title);
    const deckOrder = poll.options.map((option) => option.title);
    // The check needs a phone whose own order is not the deck's.
    expect(own).not.toEqual(deckOrder);
    phoneOn({ ...poll, ...(on && { shuffleOptions: true as const }) });
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    const shown = screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent!.slice(1));
    expect(shown).toEqual(on ? own : deckOrder);
  },

  async isEnableQuizMusic(on) {
    const audio = installAudio();
    try {
      const deck = deckDocument([deckSlide('q1', 'pickAnswer', 1, { title: 'Capital of France?' }, ['Paris', 'Rome'])]);
      const { connection } = renderPresentingScreen(deck);
      await screen.findByText('Getting the quiz ready…');
      act(() => connection.push('quiz:state', quizState({ stage: 'lobby', music: on })));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Mute music' }) !== null).toBe(on));
      expect(audio.notes() > 0).toBe(on);
    } finally {
      audio.remove();
    }
  },

  async showHyperLink(on) {
    phoneOn({ ...poll, ...(on && { links: [{ href: 'https://example.com/guide', text: 'the guide' }] }) });
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    const link = screen.queryByRole('link', { name: 'the guide' });
    expect(link?.getAttribute('href') ?? null).toBe(on ? 'https://example.com/guide' : null);
  },

  async enableCopySlideNote(on) {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    phoneOn({ ...poll, ...(on && { notes: '<p>Bring the <b>handout</b></p>' }) });
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    const copy = screen.queryByRole('button', { name: 'Copy the notes' });
    expect(copy !== null).toBe(on);
    if (copy) {
      expect(within(screen.getByRole('region', { name: 'Slide notes' })).getByText('handout')).toBeTruthy();
      fireEvent.click(copy);
      expect(await screen.findByText('Copied.')).toBeTruthy();
      expect(copied).toEqual(['Bring the handout']);
    }
  },

  async hideInstructionBar(on) {
    renderPresentingScreen(withSettings({ hideInstructionBar: on }));
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    expect(joinBar() !== null).toBe(!on);
  },

  async hideIntroBarDocument(on) {
    const slides = [deckSlide('d1', 'googleSlides', 1, { title: 'Quarterly numbers' }), deckSlide('s2', 'poll', 2, { title: 'Favourite colour?' }, ['Red'])];
    renderPresentingScreen(withSettings({ hideIntroBarDocument: on }, slides));
    await screen.findByRole('heading', { level: 1, name: 'Quarterly numbers' });
    expect(joinBar() !== null).toBe(!on);
    // Other slides keep the bar either way.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    expect(joinBar()).not.toBeNull();
  },
};

describe('the Settings panel’s switches', () => {
  afterEach(cleanup);

  it('renders only switches with a row in the effects table, and every row’s switch', () => {
    renderSettingsPanel(deckDocument([]));
    const rendered = renderedSwitches().map((input) => input.name);
    expect(rendered.every((name) => name !== '')).toBe(true);
    expect([...rendered].sort()).toEqual(Object.keys(SWITCH_EFFECTS).sort());
  });

  it('turns on exactly the setting each switch is named for', () => {
    for (const name of Object.keys(SWITCH_EFFECTS)) {
      cleanup();
      const dispatched = renderSettingsPanel(deckDocument([]));
      const input = renderedSwitches().find((candidate) => candidate.name === name)!;
      const was = input.checked;
      fireEvent.click(input);
      expect({ name, sent: valueSent(dispatched.at(-1), name) }).toEqual({ name, sent: !was });
    }
  });

  it('has a check for each switch whose row says a screen shows its effect, and no other', () => {
    expect(Object.keys(SCREEN_CHECKS).sort()).toEqual(switchesCheckedOn('screen').sort());
  });

  describe.each(switchesCheckedOn('screen'))('%s', (key) => {
    it(`${SWITCH_EFFECTS[key].effect} (on), and not when off`, async () => {
      const check = SCREEN_CHECKS[key as SwitchesCheckedOn<'screen'>];
      await check(true);
      cleanup();
      await check(false);
    });
  });
});
