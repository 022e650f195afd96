import { useTranslation } from 'react-i18next';
import type { ParticipantFieldInput } from '../../../../../contracts/deck/commands.js';
import {
  MAX_PARTICIPANT_FIELDS,
  SYSTEM_PARTICIPANT_FIELDS,
  type ParticipantField,
} from '../../../../../contracts/deck/participant-info.js';
import { MAX_TEAM_SIZE, MAX_TEAMS, TEAM_SCORING_RULES, type PresentationSettings } from '../../../../../contracts/deck/settings.js';
import { CloseIcon, PlusIcon } from '../../../ui/icons.js';
import { CommitText, NumberField, PanelSection, SelectField, Toggle } from '../content/fields.js';
import { useEditor } from '../editor-context.js';
import { PresentationLanguageField } from '../../language/PresentationLanguageField.js';
import { RememberDeckSettings } from '../../account/RememberDeckSettings.js';
import { displayParticipantHeading, suggestedCustomFields } from '../../language/default-texts.js';

type BooleanSetting = { [K in keyof PresentationSettings]: PresentationSettings[K] extends boolean ? K : never }[keyof PresentationSettings];

/** Spec doc 2 §3 "Presentation fields relevant here", grouped the way a presenter thinks of them. */
const GROUPS: readonly { key: 'audience' | 'quiz' | 'qna' | 'display'; settings: readonly BooleanSetting[] }[] = [
  { key: 'audience', settings: ['isReactionEnabled', 'isEnableChat', 'audiencePacing', 'privateMode', 'filteringProfanity', 'isModerationMode', 'areSlideOptionsShuffling'] },
  { key: 'quiz', settings: ['enableQuizCountdown', 'isEnableQuizMusic', 'manualRevealCorrectAnswers'] },
  { key: 'qna', settings: ['qnaAllSlide', 'qnaAnonymous', 'qnaAudienceShowAll'] },
  { key: 'display', settings: ['showHyperLink', 'hideInstructionBar', 'hideIntroBarDocument', 'enableCopySlideNote'] },
];

/** The right panel's Settings tab: how the audience takes part, and what they tell you when they join. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const { settings } = deck;
  const update = (changes: Partial<PresentationSettings>) =>
    dispatch({ type: 'UpdatePresentationSettings', data: { presentationId: deck.id, settings: changes } });

  return (
    <div className="panel-content">
      <ParticipantInfoSection />
      {GROUPS.map((group) => (
        <PanelSection key={group.key} title={t(`editor.settings.groups.${group.key}`)}>
          {group.settings.map((key) => (
            <Toggle key={key} name={key} label={t(`editor.settings.fields.${key}`)} checked={settings[key]} onChange={(checked) => update({ [key]: checked })} />
          ))}
          {group.key === 'audience' && <PresentationLanguageField />}
          {group.key === 'quiz' && (
            <>
              <Toggle name="teamPlay" label={t('editor.settings.fields.teamPlay')} checked={settings.teamPlay} onChange={(teamPlay) => update({ teamPlay })} />
              {settings.teamPlay && (
                <div className="nested">
                  <div className="field-row">
                    <NumberField label={t('editor.settings.teamCount')} value={settings.teamCount} min={2} max={MAX_TEAMS} onCommit={(teamCount) => update({ teamCount })} />
                    <NumberField label={t('editor.settings.teamSize')} value={settings.teamSize} min={1} max={MAX_TEAM_SIZE} onCommit={(teamSize) => update({ teamSize })} />
                  </div>
                  <SelectField
                    label={t('editor.settings.teamScoringRule')}
                    value={settings.teamScoringRule}
                    options={TEAM_SCORING_RULES.map((value) => ({ value, label: t(`editor.settings.scoring.${value}`) }))}
                    onChange={(teamScoringRule) => update({ teamScoringRule })}
                  />
                </div>
              )}
            </>
          )}
        </PanelSection>
      ))}
    </div>
  );
}

/** Spec doc 2 §3 "Participant information": the welcome heading, whether answers are required to join, the fields. */
function ParticipantInfoSection() {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const info = deck.participantInfo;
  const fields = info.fields;
  const update = (changes: { heading?: string; isAudienceAdmission?: boolean; fields?: ParticipantFieldInput[] }) =>
    dispatch({ type: 'UpdateParticipantInfo', data: { presentationId: deck.id, ...changes } });
  const setFields = (next: ParticipantFieldInput[]) => update({ fields: next });
  const change = (field: ParticipantField, patch: Partial<Pick<ParticipantField, 'required' | 'hidden'>>) =>
    setFields(fields.map((item) => (item.id === field.id ? { ...item, ...patch } : item)));
  const full = fields.length >= MAX_PARTICIPANT_FIELDS;
  const fieldName = (field: ParticipantField) => (field.fieldType === 'system' ? t(`editor.participants.system.${field.name}`) : field.name);
  const missingSystem = SYSTEM_PARTICIPANT_FIELDS.filter((name) => !fields.some((field) => field.fieldType === 'system' && field.name === name));
  const missingCustom = suggestedCustomFields(
    t,
    fields.flatMap((field) => (field.fieldType === 'custom' ? [field.name] : [])),
  );

  return (
    <PanelSection title={t('editor.participants.heading')}>
      <CommitText label={t('editor.participants.welcome')} value={displayParticipantHeading(t, info.heading)} maxLength={200} onCommit={(heading) => update({ heading })} />
      <Toggle
        name="isAudienceAdmission"
        label={t('editor.participants.admission')}
        hint={t('editor.participants.admissionHint')}
        checked={info.isAudienceAdmission}
        onChange={(isAudienceAdmission) => update({ isAudienceAdmission })}
      />
      <Toggle
        name="showEmojiAvatar"
        label={t('editor.participants.emojiAvatar')}
        checked={deck.attributes.showEmojiAvatar}
        onChange={(showEmojiAvatar) => dispatch({ type: 'UpdatePresentationAttributes', data: { presentationId: deck.id, attributes: { showEmojiAvatar } } })}
      />
      <ul className="participant-fields" aria-label={t('editor.participants.fieldsLabel')}>
        {fields.map((field) => {
          const name = fieldName(field);
          return (
            <li key={field.id} className="participant-field">
              <span className="participant-field__name">{name}</span>
              <label className="checkbox">
                <input type="checkbox" checked={field.required} onChange={(event) => change(field, { required: event.target.checked })} />
                {t('editor.participants.required')}
                <span className="visually-hidden">{name}</span>
              </label>
              <label className="checkbox">
                <input type="checkbox" checked={field.hidden} onChange={(event) => change(field, { hidden: event.target.checked })} />
                {t('editor.participants.hidden')}
                <span className="visually-hidden">{name}</span>
              </label>
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={t('editor.participants.remove', { name })}
                onClick={() => setFields(fields.filter((item) => item.id !== field.id))}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          );
        })}
      </ul>
      {full ? (
        <p className="field__hint">{t('editor.participants.full', { max: MAX_PARTICIPANT_FIELDS })}</p>
      ) : (
        <div className="chips" role="group" aria-label={t('editor.participants.addLabel')}>
          {missingSystem.map((name) => (
            <button
              key={name}
              type="button"
              className="chip"
              // Doc 2 §4: a newly selected field is neither required nor hidden.
              onClick={() => setFields([...fields, { fieldType: 'system', name, required: false, hidden: false }])}
            >
              <PlusIcon size={14} />
              {t(`editor.participants.system.${name}`)}
            </button>
          ))}
          {missingCustom.map((name) => (
            <button key={name} type="button" className="chip" onClick={() => setFields([...fields, { fieldType: 'custom', name, required: false, hidden: false }])}>
              <PlusIcon size={14} />
              {name}
            </button>
          ))}
        </div>
      )}
      <RememberDeckSettings deck={deck} />
    </PanelSection>
  );
}
