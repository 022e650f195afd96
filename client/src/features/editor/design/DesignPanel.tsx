import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_FAMILIES, type FontFamily, type Theme } from '../../../../../contracts/deck/attributes.js';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { BLANK_SLIDE_STYLE } from '../../../../../contracts/slides/constants.js';
import { OFFICIAL_THEMES, officialThemeLook } from '../../../../../contracts/themes/official-themes.js';
import { BASE_COLOURS, PALETTE_2025 } from '../../../../../contracts/themes/palettes.js';
import type { ThemeView } from '../../../../../contracts/themes/views.js';
import { ImageField } from '../content/ImageField.js';
import { NumberField, PanelSection, SelectField } from '../content/fields.js';
import { useEditor } from '../editor-context.js';
import { ColourField } from './ColourField.js';
import { ContrastWarning } from './ContrastWarning.js';
import { lookOfDeck } from './look-of-deck.js';
import { SavedThemes } from './SavedThemes.js';
import { Swatches } from './Swatches.js';
import { ThemeCard } from './ThemeCard.js';

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
  const apply = (theme: Theme) => dispatch({ type: 'ApplyPresentationTheme', data: { presentationId: deck.id, theme } });
  // A change of one part keeps the rest of the design; it is then the deck's own design, no longer the named theme.
  const changeLook = (change: Partial<Pick<Theme, 'textColour' | 'baseColour' | 'visibility' | 'backgroundImage'>>) =>
    apply({ ...lookOfDeck(deck), textColour, baseColour, visibility: attributes.visibility ?? BLANK_SLIDE_STYLE.visibility, ...change, themeId: null, themeName: null, themeThumbnail: null });
  return (
    <>
      <PanelSection title={t('editor.design.officialThemes')}>
        <ul className="theme-grid" aria-label={t('editor.design.officialThemes')}>
          {OFFICIAL_THEMES.map((theme) => (
            <ThemeCard
              key={theme.themeId}
              look={officialThemeLook(theme)}
              name={t(`editor.design.themeNames.${theme.slug}`)}
              active={attributes.themeId === theme.themeId}
              onApply={() => apply(officialThemeLook(theme))}
            />
          ))}
        </ul>
        <p className="field__hint">{t('editor.design.themeHint')}</p>
      </PanelSection>
      <SavedThemes activeThemeId={attributes.themeId} onApply={(theme) => apply(themeOfView(theme))} />
      <PanelSection title={t('editor.design.colours')}>
        <ContrastWarning textColour={textColour} baseColour={baseColour} />
        <ColourField label={t('editor.design.textColour')} value={textColour} onChange={(colour) => changeLook({ textColour: colour })} />
        <Swatches label={t('editor.design.textSwatches')} colours={PALETTE_2025} value={textColour} onPick={(colour) => changeLook({ textColour: colour })} />
        <ColourField label={t('editor.design.baseColour')} value={baseColour} onChange={(colour) => changeLook({ baseColour: colour })} />
        <Swatches label={t('editor.design.baseSwatches')} colours={BASE_COLOURS} value={baseColour} onPick={(colour) => changeLook({ baseColour: colour })} />
        <ImageField label={t('editor.design.backgroundImage')} image={attributes.backgroundImage} onChange={(image) => changeLook({ backgroundImage: image })} />
        {attributes.backgroundImage && (
          <NumberField
            label={t('editor.design.visibility')}
            unit="%"
            value={attributes.visibility ?? BLANK_SLIDE_STYLE.visibility}
            min={0}
            max={100}
            onCommit={(visibility) => changeLook({ visibility })}
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

/** A listed theme as the deck applies it. */
function themeOfView({ id: _id, isOfficial: _official, isShareWithTeam: _shared, isMine: _mine, ...theme }: ThemeView): Theme {
  return theme;
}

function SlideDesign({ slide }: { slide: DeckSlide }) {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const patch = (fields: { textColour?: string; baseColour?: string; backgroundImage?: { url: string } | null; visibility?: number }) =>
    dispatch({ type: 'PatchSlide', data: { presentationId: deck.id, slideId: slide.id, fields } });
  return (
    <PanelSection title={t('editor.design.thisSlide')}>
      <ContrastWarning textColour={slide.textColour ?? BLANK_SLIDE_STYLE.textColour} baseColour={slide.baseColour ?? BLANK_SLIDE_STYLE.baseColour} />
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
