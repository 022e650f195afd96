import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { isPlaceholderText } from '../../../../../contracts/slides/plain-text.js';
import {
  IDEAS_MAX_VOTES,
  IDEAS_MIN_VOTES,
  MAX_SLIDE_OPTIONS,
  MIN_LIMIT_CHOICE,
  QUIZ_MAX_TIME_LIMIT_SECONDS,
  QUIZ_MIN_TIME_LIMIT_SECONDS,
  SLIDE_TITLE_MAX_LENGTH,
  SPINNER_MAX_DURATION_SECONDS,
  SPINNER_MIN_DURATION_SECONDS,
} from '../../../../../contracts/slides/constants.js';
import { ADDITIONAL_FIELD_TYPES, LEADERBOARD_VIEWS, OPEN_ENDED_LAYOUTS, SLIDE_LAYOUTS, type SlideFieldsInput } from '../../../../../contracts/slides/slide-fields.js';
import { CHART_TYPES, effectiveSlideType, HEADING_SLIDE_TYPES } from '../../../../../contracts/slides/slide-types.js';
import { GenerateOptionsButton } from '../../ai/GenerateOptionsButton.js';
import { ImproveContent } from '../../ai/ImproveContent.js';
import { useEditor } from '../editor-context.js';
import { PICKER_SECTIONS, slideTypeNameKey } from '../slide-catalogue.js';
import { CanvasBlocksEditor } from './CanvasBlocksEditor.js';
import { CommitText, NumberField, PanelSection, SelectField, Toggle } from './fields.js';
import { HintsEditor } from './HintsEditor.js';
import { ImageField } from './ImageField.js';
import { OptionsEditor } from './OptionsEditor.js';
import { StageFitWarning } from './StageFitWarning.js';
import { PasteEntries } from './PasteEntries.js';
import { CategoriesEditor, MatchPairsEditor, TypeAnswerEditor } from './QuizEditors.js';
import { entriesAllowed } from '../../../../../services/live/domain/answer-rules.js';
import { liveSlideRules } from '../../../../../services/live/domain/live-slide.js';

/** The first field of the Content section (the second section, after Type). */
const FIRST_CONTENT_FIELD = '.panel-section:nth-child(2) :is(input, textarea, select)';

/** The right panel's Content tab (spec doc 2 §2): the slide's type, its question or heading, and its own fields. */
export function ContentPanel({ slide, focusFirstField = false, onFocused }: { slide: DeckSlide; focusFirstField?: boolean; onFocused?: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  // A slide just added: its question (or first field of its content) is where the presenter goes next.
  useEffect(() => {
    if (!focusFirstField) return;
    panel.current?.querySelector<HTMLElement>(FIRST_CONTENT_FIELD)?.focus();
    onFocused?.();
    // Only when the panel opens.
  }, []);
  const { deck, dispatch } = useEditor();
  const patch = (fields: SlideFieldsInput) => dispatch({ type: 'PatchSlide', data: { presentationId: deck.id, slideId: slide.id, fields } });
  const type = effectiveSlideType(slide.type, slide.slideType);
  const heading = HEADING_SLIDE_TYPES.includes(slide.type) || type === 'leaderboard';
  const kinds = PICKER_SECTIONS.flatMap((section) => section.kinds);
  const currentKind = kinds.find((kind) => kind.type === slide.type && (kind.slideType ?? null) === slide.slideType)?.key;

  const title =
    type === 'freestyle' ? null : (
      <CommitText
        label={heading ? t('editor.fields.heading') : t('editor.fields.question')}
        value={isPlaceholderText(slide.title ?? '') ? '' : (slide.title ?? '')}
        placeholder={heading ? t('editor.placeholders.heading') : t('editor.placeholders.question')}
        maxLength={SLIDE_TITLE_MAX_LENGTH}
        multiline={!heading}
        onCommit={(text) => patch({ title: text })}
      />
    );
  const image = <ImageField label={t('editor.fields.image')} image={slide.image} onChange={(value) => patch({ image: value })} />;
  const timeLimit = (
    <NumberField
      label={t('editor.fields.timeLimit')}
      unit={t('editor.fields.seconds')}
      value={slide.timeLimit ?? 30}
      min={QUIZ_MIN_TIME_LIMIT_SECONDS}
      max={QUIZ_MAX_TIME_LIMIT_SECONDS}
      onCommit={(timeLimit) => patch({ timeLimit })}
    />
  );
  const showCorrect = <Toggle label={t('editor.fields.showCorrectOption')} checked={slide.showCorrectOption ?? true} onChange={(showCorrectOption) => patch({ showCorrectOption })} />;
  const hints = <HintsEditor slide={slide} />;
  const hideResult = <Toggle label={t('editor.fields.hideResult')} checked={slide.hideResult ?? false} onChange={(hideResult) => patch({ hideResult })} />;
  const showPercentage = <Toggle label={t('editor.fields.showPercentage')} checked={slide.showPercentage ?? false} onChange={(showPercentage) => patch({ showPercentage })} />;
  const layout = (
    <SelectField
      label={t('editor.fields.layout')}
      value={slide.layout ?? 'default'}
      options={SLIDE_LAYOUTS.map((value) => ({ value, label: t(`editor.layouts.${value}`) }))}
      onChange={(value) => patch({ layout: value })}
    />
  );
  const additionalFields = (
    <fieldset className="checkbox-group">
      <legend className="field__label">{t('editor.fields.additionalFields')}</legend>
      {ADDITIONAL_FIELD_TYPES.map((field) => {
        const selected = slide.additionalFields ?? [];
        return (
          <label key={field} className="checkbox">
            <input
              type="checkbox"
              checked={selected.includes(field)}
              onChange={(event) =>
                patch({ additionalFields: event.target.checked ? [...selected, field] : selected.filter((item) => item !== field) })
              }
            />
            {t(`editor.additionalFields.${field}`)}
          </label>
        );
      })}
    </fieldset>
  );

  return (
    <div className="panel-content" ref={panel}>
      <PanelSection title={t('editor.panel.type')}>
        <SelectField
          label={t('editor.fields.slideType')}
          value={currentKind ?? 'current'}
          options={[
            ...(currentKind ? [] : [{ value: 'current' as const, label: t(slideTypeNameKey(slide)) }]),
            ...kinds.map((kind) => ({ value: kind.key, label: t(`editor.types.${kind.slideType ?? kind.type}`) })),
          ]}
          onChange={(key) => {
            const kind = kinds.find((candidate) => candidate.key === key);
            if (kind) dispatch({ type: 'UpdateSlide', data: { presentationId: deck.id, slideId: slide.id, type: kind.type, slideType: kind.slideType ?? null, fields: {} } });
          }}
        />
        <Toggle
          label={t('editor.fields.hideInstructionBar')}
          checked={slide.hideInstructionBar ?? false}
          onChange={(hideInstructionBar) => patch({ hideInstructionBar })}
        />
      </PanelSection>
      <PanelSection title={t('editor.panel.content')}>
        {title}
        <StageFitWarning slide={slide} />
        {(() => {
          switch (type) {
            case 'pickAnswer':
            case 'imageChoice':
              return (
                <>
                  <OptionsEditor slide={slide} heading={t('editor.options.answers')} markCorrect withImages={type === 'imageChoice'} />
                  <GenerateOptionsButton presentationId={deck.id} slide={slide} />
                  <Toggle label={t('editor.fields.multipleCorrect')} checked={slide.multipleChoice ?? false} onChange={(multipleChoice) => patch({ multipleChoice })} />
                  {timeLimit}
                  {showCorrect}
                  {hints}
                  {image}
                </>
              );
            case 'poll':
            case 'multipleChoice':
            case 'pickImage':
              return (
                <>
                  <OptionsEditor slide={slide} heading={t('editor.options.options')} withImages={type === 'pickImage'} markCorrect={slide.addCorrectOption === true} />
                  <GenerateOptionsButton presentationId={deck.id} slide={slide} />
                  <SelectField
                    label={t('editor.fields.chart')}
                    value={slide.typeChart ?? 'bars'}
                    options={CHART_TYPES.map((value) => ({ value, label: t(`editor.charts.${value}`) }))}
                    onChange={(typeChart) => patch({ typeChart })}
                  />
                  <Toggle label={t('editor.fields.multipleChoice')} checked={slide.multipleChoice ?? false} onChange={(multipleChoice) => patch({ multipleChoice })} />
                  {slide.multipleChoice && (
                    <NumberField label={t('editor.fields.limitChoice')} value={slide.limitChoice ?? MIN_LIMIT_CHOICE} min={MIN_LIMIT_CHOICE} max={MAX_SLIDE_OPTIONS} onCommit={(limitChoice) => patch({ limitChoice })} />
                  )}
                  <Toggle label={t('editor.fields.addCorrectOption')} checked={slide.addCorrectOption ?? false} onChange={(addCorrectOption) => patch({ addCorrectOption })} />
                  {slide.addCorrectOption && (
                    <Toggle
                      label={t('editor.fields.showCorrectOptionPoll')}
                      hint={t('editor.fields.showCorrectOptionPollHint')}
                      checked={slide.showCorrectOption ?? false}
                      onChange={(showCorrectOption) => patch({ showCorrectOption })}
                    />
                  )}
                  {hideResult}
                  {showPercentage}
                  {image}
                </>
              );
            case 'correctOrder':
              return (
                <>
                  <OptionsEditor slide={slide} heading={t('editor.options.correctOrder')} ordered itemLabel="item" />
                  {timeLimit}
                  {showCorrect}
                  {hints}
                  {image}
                </>
              );
            case 'matchPairs':
              return (
                <>
                  <MatchPairsEditor slide={slide} />
                  {timeLimit}
                  {showCorrect}
                  {hints}
                </>
              );
            case 'typeAnswer':
              return (
                <>
                  <TypeAnswerEditor slide={slide} />
                  {timeLimit}
                  {showCorrect}
                  {hints}
                  {image}
                </>
              );
            case 'categorise':
              return (
                <>
                  <CategoriesEditor slide={slide} />
                  {timeLimit}
                  {showCorrect}
                  {hints}
                </>
              );
            case 'wordCloud':
              return (
                <>
                  <NumberField label={t('editor.fields.entriesPerParticipant')} value={slide.entriesPerParticipant ?? 1} min={1} max={10} onCommit={(entriesPerParticipant) => patch({ entriesPerParticipant })} />
                  <Toggle label={t('editor.fields.smartGrouping')} checked={slide.wordCloudSmartGrouping ?? false} onChange={(wordCloudSmartGrouping) => patch({ wordCloudSmartGrouping })} />
                  <Toggle label={t('editor.fields.groupWords')} checked={slide.isGroupWordCloudWords ?? false} onChange={(isGroupWordCloudWords) => patch({ isGroupWordCloudWords })} />
                  {hideResult}
                  {image}
                </>
              );
            case 'openEnded':
              return (
                <>
                  <Toggle
                    label={t('editor.fields.openEndedMultiple')}
                    checked={slide.openEndedMultipleOption ?? false}
                    onChange={(openEndedMultipleOption) => patch({ openEndedMultipleOption })}
                  />
                  {slide.openEndedMultipleOption && (
                    <NumberField
                      label={t('editor.fields.entriesPerParticipant')}
                      value={entriesAllowed(liveSlideRules(slide))}
                      min={2}
                      max={10}
                      onCommit={(entriesPerParticipant) => patch({ entriesPerParticipant })}
                    />
                  )}
                  <SelectField
                    label={t('editor.fields.openEndedLayout')}
                    value={slide.openEndedLayout ?? 'grid'}
                    options={OPEN_ENDED_LAYOUTS.map((value) => ({ value, label: t(`editor.openEndedLayouts.${value}`) }))}
                    onChange={(openEndedLayout) => patch({ openEndedLayout })}
                  />
                  {additionalFields}
                  {hideResult}
                  {image}
                </>
              );
            case 'ideas':
              return (
                <>
                  <NumberField label={t('editor.fields.votes')} value={slide.limitChoice ?? 3} min={IDEAS_MIN_VOTES} max={IDEAS_MAX_VOTES} onCommit={(limitChoice) => patch({ limitChoice })} />
                  <NumberField label={t('editor.fields.entriesPerParticipant')} value={slide.entriesPerParticipant ?? 1} min={1} max={10} onCommit={(entriesPerParticipant) => patch({ entriesPerParticipant })} />
                  {additionalFields}
                  {hideResult}
                  {image}
                </>
              );
            case 'question':
            case 'qrcode':
              return <CommitText label={t('editor.fields.description')} multiline maxLength={2000} value={slide.description ?? ''} onCommit={(description) => patch({ description })} />;
            case 'voiceQuestion':
              return (
                <>
                  <CommitText label={t('editor.fields.description')} multiline maxLength={2000} value={slide.description ?? ''} onCommit={(description) => patch({ description })} />
                  <Toggle label={t('editor.fields.voiceActive')} checked={slide.voiceActive ?? true} onChange={(voiceActive) => patch({ voiceActive })} />
                  <OptionsEditor slide={slide} heading={t('editor.options.questions')} itemLabel="question" />
                </>
              );
            case 'scale':
              return (
                <>
                  <OptionsEditor slide={slide} heading={t('editor.options.statements')} itemLabel="statement" />
                  <div className="field-row">
                    <NumberField label={t('editor.fields.scaleMin')} value={slide.scaleMin ?? 1} min={0} max={(slide.scaleMax ?? 5) - 1} onCommit={(scaleMin) => patch({ scaleMin })} />
                    <NumberField label={t('editor.fields.scaleMax')} value={slide.scaleMax ?? 5} min={(slide.scaleMin ?? 1) + 1} max={10} onCommit={(scaleMax) => patch({ scaleMax })} />
                  </div>
                  <CommitText label={t('editor.fields.scaleMinLabel')} value={slide.scaleMinLabel ?? ''} maxLength={100} onCommit={(scaleMinLabel) => patch({ scaleMinLabel })} />
                  <CommitText label={t('editor.fields.scaleMaxLabel')} value={slide.scaleMaxLabel ?? ''} maxLength={100} onCommit={(scaleMaxLabel) => patch({ scaleMaxLabel })} />
                  {hideResult}
                  {showPercentage}
                  {image}
                </>
              );
            case 'spinnerWheel':
              return (
                <>
                  <OptionsEditor slide={slide} heading={t('editor.options.entries')} itemLabel="entry" />
                  <PasteEntries slide={slide} />
                  <NumberField
                    label={t('editor.fields.spinDuration')}
                    unit={t('editor.fields.seconds')}
                    value={slide.spinDuration ?? 10}
                    min={SPINNER_MIN_DURATION_SECONDS}
                    max={SPINNER_MAX_DURATION_SECONDS}
                    onCommit={(spinDuration) => patch({ spinDuration })}
                  />
                  <NumberField label={t('editor.fields.spinCount')} value={slide.spinCount ?? 7} min={1} max={50} onCommit={(spinCount) => patch({ spinCount })} />
                </>
              );
            case 'textSlide':
              return (
                <>
                  <CommitText label={t('editor.fields.subheading')} multiline maxLength={500} value={slide.subheading ?? ''} onCommit={(subheading) => patch({ subheading })} />
                  {layout}
                  {image}
                </>
              );
            case 'bulletPoints':
              return (
                <>
                  <OptionsEditor slide={slide} heading={t('editor.options.bullets')} itemLabel="bullet" />
                  <Toggle label={t('editor.fields.showAllBulletPoints')} checked={slide.showAllBulletPoints ?? false} onChange={(showAllBulletPoints) => patch({ showAllBulletPoints })} />
                  {layout}
                  {image}
                </>
              );
            case 'image':
              return (
                <>
                  {image}
                  <CommitText label={t('editor.fields.imageCaption')} maxLength={500} value={slide.imageCaption ?? ''} onCommit={(imageCaption) => patch({ imageCaption })} />
                  {layout}
                </>
              );
            case 'document':
              return image;
            case 'youtube':
              return <YoutubeField slide={slide} onChange={(youtubeLink) => patch({ youtubeLink })} />;
            case 'googleSlides':
              return <EmbedField slide={slide} />;
            case 'leaderboard':
              return (
                <>
                  <Toggle label={t('editor.fields.leaderboardEnabled')} checked={slide.isLeaderboardEnabled ?? true} onChange={(isLeaderboardEnabled) => patch({ isLeaderboardEnabled })} />
                  <SelectField
                    label={t('editor.fields.leaderboardView')}
                    value={slide.leaderboardView ?? 'individual'}
                    options={LEADERBOARD_VIEWS.map((value) => ({ value, label: t(`editor.leaderboardViews.${value}`) }))}
                    onChange={(leaderboardView) => patch({ leaderboardView })}
                  />
                </>
              );
            case 'freestyle':
              return <CanvasBlocksEditor slide={slide} />;
            default: {
              const unhandled: never = type;
              return unhandled;
            }
          }
        })()}
      </PanelSection>
      <PanelSection title={t('ai.improve.heading')}>
        <ImproveContent presentationId={deck.id} slide={slide} />
      </PanelSection>
    </div>
  );
}

function YoutubeField({ slide, onChange }: { slide: DeckSlide; onChange: (link: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <ImageUrlLikeField
      label={t('editor.fields.youtubeLink')}
      value={slide.youtubeLink ?? ''}
      onCommit={(link) => onChange(link || null)}
      hint={t('editor.fields.youtubeHint')}
    />
  );
}

function EmbedField({ slide }: { slide: DeckSlide }) {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  return (
    <ImageUrlLikeField
      label={t('editor.fields.embedLink')}
      value={slide.embed?.originalUrl ?? ''}
      hint={t('editor.fields.embedHint')}
      onCommit={(link) =>
        dispatch(
          link
            ? { type: 'SetSlideEmbed', data: { presentationId: deck.id, slideId: slide.id, embedSrc: link } }
            : { type: 'RemoveSlideEmbed', data: { presentationId: deck.id, slideId: slide.id } },
        )
      }
    />
  );
}

function ImageUrlLikeField({ label, value, hint, onCommit }: { label: string; value: string; hint: string; onCommit: (link: string) => void }) {
  return <CommitText label={label} type="url" value={value} placeholder="https://" hint={hint} onCommit={(text) => onCommit(text.trim())} />;
}
