import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templatePagePath, type TemplateSummary } from '../../../../contracts/templates/views.js';
import { hasRoomForSlides } from '../../../../services/slides/domain/deck-guards.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { useEditor } from '../editor/editor-context.js';
import { useAsync } from '../presentations/use-async.js';
import { addSlideCommand, slidesToAdd } from './template-slide-commands.js';
import { templatesApi } from './templates-api.js';

/**
 * The editor's Content > Templates sub-section (spec doc 3 §2 "in-editor template library"): find a template, add
 * its slides after this deck's last slide (one ordinary, undoable AddSlide each), or open its page.
 */
export function EditorTemplates() {
  const { t } = useTranslation();
  const { http } = useServices();
  const toast = useToast();
  const { deck, create, selectSlide } = useEditor();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const q = query.trim();
  const found = useAsync(async (signal) => (q ? templatesApi(http).search(q, signal) : (await templatesApi(http).library({}, signal)).flatMap((group) => group.presentations)), q);

  const add = async (template: TemplateSummary) => {
    setAdding(template.id);
    try {
      const slides = slidesToAdd((await templatesApi(http).byShareCode(template.shareCode)).slides);
      if (!hasRoomForSlides(deck, slides.length)) {
        toast.error(t('templates.editorTab.noRoom'));
        return;
      }
      let after = deck.slides.at(-1)?.id;
      let first: string | undefined;
      for (const slide of slides) {
        after = create(addSlideCommand(deck.id, slide, after))[0];
        first ??= after;
      }
      if (first) selectSlide(first);
      toast.success(t('templates.editorTab.added', { count: slides.length, name: template.name }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setAdding(null);
    }
  };

  return (
    <section className="editor-templates" aria-labelledby="editor-templates-title">
      <h3 id="editor-templates-title">{t('templates.editorTab.heading')}</h3>
      <p className="field__hint">{t('templates.editorTab.lead')}</p>
      <label className="field">
        <span className="field__label">{t('templates.editorTab.search')}</span>
        <input className="field__input" type="search" value={query} maxLength={100} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {found.data?.length === 0 && <p role="status">{t('templates.library.none')}</p>}
      <ul className="editor-templates__list">
        {found.data?.map((template) => (
          <li key={template.id} className="editor-templates__item">
            <Link to={templatePagePath(template.shareCode)}>{template.name}</Link>
            <span className="template-card__meta">{t('templates.card.slides', { count: template.slideCount })}</span>
            <button
              type="button"
              className="button button--secondary editor-templates__add"
              disabled={adding !== null}
              aria-label={t('templates.editorTab.addLabel', { name: template.name })}
              onClick={() => void add(template)}
            >
              {adding === template.id ? t('templates.editorTab.adding') : t('templates.editorTab.add')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
