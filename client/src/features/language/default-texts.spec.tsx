import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from '../../i18n/index.js';
import { loadLocale } from '../../i18n/locale-loader.js';
import { switchLanguage } from '../../i18n/switch-language.js';
import { DEFAULT_PARTICIPANT_HEADING, type ParticipantField } from '../../../../contracts/deck/participant-info.js';
import type { AudienceEntryInfo } from '../../../../contracts/live/join.js';
import type { Language } from '../../../../contracts/shared/languages.js';
import { AdmissionForm } from '../audience/AdmissionForm.js';
import { TeamPicker } from '../audience/TeamPicker.js';
import { deckDocument } from '../live/deck-fixture.js';
import { ReportChat } from '../report/ReportContributions.js';
import { displayParticipantHeading, displayQuizTeamName, quizTeamNameOf, suggestedCustomFields } from './default-texts.js';
import { renderSettingsPanel } from '../../test-support/render-settings-panel.js';

const speak = (language: Exclude<Language, 'en'>) => switchLanguage(i18n, language, 'presenter', loadLocale);

function renderSettings(heading: string, fields: ParticipantField[] = []) {
  const base = deckDocument([]);
  const deck = { ...base, participantInfo: { ...base.participantInfo, heading, fields } };
  const dispatched = renderSettingsPanel(deck);
  return { dispatched };
}

const entry = (heading: string): AudienceEntryInfo => ({
  presentationId: 'p1',
  presentationName: 'Quarterly review',
  live: true,
  privateMode: false,
  heading,
  isAudienceAdmission: false,
  showEmojiAvatar: false,
  fields: [],
  teams: [
    { id: 'team-1', name: 'Team 1' },
    { id: 'team-2', name: 'Red Foxes' },
  ],
});

const custom = (id: string, name: string): ParticipantField => ({ id, fieldType: 'custom', name, required: false, hidden: false });

describe('default texts stored in English, shown in the reader’s language (issue 25)', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('keeps the English defaults in English and leaves typed texts as stored', () => {
    expect(displayParticipantHeading(i18n.t, DEFAULT_PARTICIPANT_HEADING)).toBe('Welcome to my presentation');
    expect(suggestedCustomFields(i18n.t, [])).toEqual(['Age group', 'Gender', 'Location', 'Education level', 'Occupation']);
    expect(quizTeamNameOf(i18n.t, 'team-4')).toBe('Team 4');
    expect(displayQuizTeamName(i18n.t, 'Red Foxes')).toBe('Red Foxes');
  });

  it('translates the welcome heading only while it is the default', async () => {
    await speak('de');
    expect(displayParticipantHeading(i18n.t, DEFAULT_PARTICIPANT_HEADING)).toBe('Willkommen zu meiner Präsentation');
    expect(displayParticipantHeading(i18n.t, 'Schön, dass ihr da seid')).toBe('Schön, dass ihr da seid');
    expect(displayParticipantHeading(i18n.t, '')).toBe('');
  });

  it('shows the default welcome heading on a German phone, and a typed one as stored', async () => {
    await speak('de');
    render(<AdmissionForm accessCode="123456" entry={entry(DEFAULT_PARTICIPANT_HEADING)} onJoin={async () => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Willkommen zu meiner Präsentation');
    cleanup();
    render(<AdmissionForm accessCode="123456" entry={entry('Hallo Team')} onJoin={async () => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hallo Team');
  });

  it('shows the default welcome heading in the German editor without storing anything', async () => {
    await speak('de');
    const { dispatched } = renderSettings(DEFAULT_PARTICIPANT_HEADING);
    const field = screen.getByLabelText<HTMLInputElement>('Begrüßungstitel');
    expect(field.value).toBe('Willkommen zu meiner Präsentation');
    fireEvent.blur(field);
    expect(dispatched).toEqual([]);
  });

  it('offers the suggested participant fields in German and adds the name the presenter saw', async () => {
    await speak('de');
    const { dispatched } = renderSettings(DEFAULT_PARTICIPANT_HEADING);
    const chips = within(screen.getByRole('group', { name: i18n.t('editor.participants.addLabel') }));
    for (const name of ['Altersgruppe', 'Geschlecht', 'Ort', 'Bildungsabschluss', 'Beruf']) expect(chips.getByRole('button', { name })).toBeTruthy();
    expect(chips.queryByRole('button', { name: 'Age group' })).toBeNull();
    fireEvent.click(chips.getByRole('button', { name: 'Altersgruppe' }));
    expect(dispatched).toEqual([
      {
        type: 'UpdateParticipantInfo',
        data: { presentationId: expect.any(String), fields: [{ fieldType: 'custom', name: 'Altersgruppe', required: false, hidden: false }] },
      },
    ]);
  });

  it('does not offer a suggestion again once added, in German or (older decks) in English', async () => {
    await speak('de');
    expect(suggestedCustomFields(i18n.t, ['Altersgruppe', 'Occupation'])).toEqual(['Geschlecht', 'Ort', 'Bildungsabschluss']);
    renderSettings(DEFAULT_PARTICIPANT_HEADING, [custom('f1', 'Altersgruppe'), custom('f2', 'Gender')]);
    const chips = within(screen.getByRole('group', { name: i18n.t('editor.participants.addLabel') }));
    expect(chips.queryByRole('button', { name: 'Altersgruppe' })).toBeNull();
    expect(chips.queryByRole('button', { name: 'Geschlecht' })).toBeNull();
    expect(chips.getByRole('button', { name: 'Ort' })).toBeTruthy();
  });

  it('names default quiz teams in the reader’s language and keeps other names', async () => {
    await speak('de');
    expect(quizTeamNameOf(i18n.t, 'team-3')).toBe('Team 3');
    render(<TeamPicker teams={entry('').teams!} value={null} onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'Team 1' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Red Foxes' })).toBeTruthy();
    cleanup();
    // German says "Team" too; a language with another word shows the translation really happens.
    await speak('hu');
    render(<TeamPicker teams={entry('').teams!} value={null} onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: '1. csapat' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Red Foxes' })).toBeTruthy();
    expect(displayQuizTeamName(i18n.t, 'Team 12')).toBe('12. csapat');
    cleanup();
    await speak('fr');
    render(<ReportChat messages={[{ id: 'm1', timestamp: '2026-11-27T06:00:00.000Z', message: 'Salut', role: 'audience', name: 'Ana', teamName: 'Team 2' }]} />);
    expect(screen.getByRole('listitem').textContent).toContain('Ana (Équipe 2): Salut');
  });
});
