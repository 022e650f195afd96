import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_FAMILIES, type FontFamily } from '../../../../../contracts/deck/attributes.js';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { BLANK_SLIDE_STYLE } from '../../../../../contracts/slides/constants.js';
import { CheckIcon } from '../../../ui/icons.js';
import { ImageField } from '../content/ImageField.js';
import { NumberField, PanelSection, SelectField } from '../content/fields.js';
import { useEditor } from '../editor-context.js';
import { ColourField } from './ColourField.js';
import { BUILT_IN_THEMES } from './themes.js';

/** Spec doc 2 §2: the Design tab, with sub-tabs for the whole presentation and for the selected slide. */
export function DesignPanel({ slide }: { slide: DeckSlide | null }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'presentation' | 'slide'>('presentation');
  return (
    <div className="panel-content">
      <div className="segmented" role="group" aria-label={t('editor.design.scope')}>
        <button type="button" className="segmented__button" aria-pressed={tab === 'presentation'} onClick={() => setTab('presentation')}>
          {t('editor.design.presentation')}
        </button>
        <button type="button" className="segmented__button" aria-pressed={tab === 'slide'} disabled={!slide} onClick={() => setTab('slide')}>
          {t('editor.design.slide')}
        </button>
      </div>
      {tab === 'presentation' || !slide ? <PresentationDesign /> : <SlideDesign slide={slide} />}
    </div>
  );
}

function PresentationDesign() {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const { attributes } = deck;
  const textColour = attributes.textColour ?? BLANK_SLIDE_STYLE.textColour;
  const baseColour = attributes.baseColour ?? BLANK_SLIDE_STYLE.baseColour;
  const applyTheme = (look: { textColour?: string; baseColour?: string; themeName?: string | null; visibility?: number; backgroundImage?: { url: string } | null }) =>
    dispatch({
      type: 'ApplyPresentationTheme',
      data: {
        presentationId: deck.id,
        theme: {
          textColour: look.textColour ?? textColour,
          baseColour: look.baseColour ?? baseColour,
          visibility: look.visibility ?? attributes.visibility ?? BLANK_SLIDE_STYLE.visibility,
          backgroundImage: look.backgroundImage === undefined ? attributes.backgroundImage : look.backgroundImage,
          themeName: look.themeName === undefined ? attributes.themeName : look.themeName,
        },
      },
    });
  return (
    <>
      <PanelSection title={t('editor.design.themes')}>
        <ul className="theme-grid">
          {BUILT_IN_THEMES.map((theme) => {
            const name = t(`editor.design.themeNames.${theme.id}`);
            const active = attributes.themeName === name && attributes.textColour === theme.textColour && attributes.baseColour === theme.baseColour;
            return (
              <li key={theme.id}>
                <button
                  type="button"
                  className="theme-card"
                  aria-pressed={active}
                  style={{ background: theme.baseColour, color: theme.textColour }}
                  onClick={() => applyTheme({ textColour: theme.textColour, baseColour: theme.baseColour, themeName: name })}
                >
                  <span className="theme-card__sample">Aa</span>
                  <span className="theme-card__name">{name}</span>
                  {active && <CheckIcon size={16} />}
                </button>
              </li>
            );
          })}
        </ul>
        <p className="field__hint">{t('editor.design.themeHint')}</p>
      </PanelSection>
      <PanelSection title={t('editor.design.colours')}>
        <ColourField label={t('editor.design.textColour')} value={textColour} onChange={(colour) => applyTheme({ textColour: colour, themeName: null })} />
        <ColourField label={t('editor.design.baseColour')} value={baseColour} onChange={(colour) => applyTheme({ baseColour: colour, themeName: null })} />
        <ImageField label={t('editor.design.backgroundImage')} image={attributes.backgroundImage} onChange={(image) => applyTheme({ backgroundImage: image })} />
        {attributes.backgroundImage && (
          <NumberField
            label={t('editor.design.visibility')}
            unit="%"
            value={attributes.visibility ?? BLANK_SLIDE_STYLE.visibility}
            min={0}
            max={100}
            onCommit={(visibility) => applyTheme({ visibility })}
          />
        )}
      </PanelSection>
      <PanelSection title={t('editor.design.font')}>
        <SelectField<FontFamily>
          label={t('editor.design.fontFamily')}
          value={(FONT_FAMILIES as readonly string[]).includes(deck.fontFamily) ? (deck.fontFamily as FontFamily) : 'Plus Jakarta Sans'}
          options={FONT_FAMILIES.map((font) => ({ value: font, label: font }))}
          onChange={(fontFamily) => dispatch({ type: 'UpdatePresentationAttributes', data: { presentationId: deck.id, attributes: { fontFamily } } })}
        />
      </PanelSection>
    </>
  );
}

function SlideDesign({ slide }: { slide: DeckSlide }) {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const patch = (fields: { textColour?: string; baseColour?: string; backgroundImage?: { url: string } | null; visibility?: number }) =>
    dispatch({ type: 'PatchSlide', data: { presentationId: deck.id, slideId: slide.id, fields } });
  return (
    <PanelSection title={t('editor.design.thisSlide')}>
      <ColourField label={t('editor.design.textColour')} value={slide.textColour ?? BLANK_SLIDE_STYLE.textColour} onChange={(textColour) => patch({ textColour })} />
      <ColourField label={t('editor.design.baseColour')} value={slide.baseColour ?? BLANK_SLIDE_STYLE.baseColour} onChange={(baseColour) => patch({ baseColour })} />
      <ImageField label={t('editor.design.backgroundImage')} image={slide.backgroundImage} onChange={(backgroundImage) => patch({ backgroundImage })} />
      {slide.backgroundImage && (
        <NumberField
          label={t('editor.design.visibility')}
          unit="%"
          value={slide.visibility ?? BLANK_SLIDE_STYLE.visibility}
          min={0}
          max={100}
          onCommit={(visibility) => patch({ visibility })}
        />
      )}
    </PanelSection>
  );
}
