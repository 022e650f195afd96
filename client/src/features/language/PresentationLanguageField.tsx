import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../contracts/shared/languages.js';
import { SelectField } from '../editor/content/fields.js';
import { useEditor } from '../editor/editor-context.js';
import { LANGUAGE_NAMES } from './language-names.js';

const EACH_PHONE = '';
type Choice = Language | typeof EACH_PHONE;

/** The deck's settings: the language of the stage and of the audience's phones, or each phone's own. */
export function PresentationLanguageField() {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const options: { value: Choice; label: string }[] = [
    { value: EACH_PHONE, label: t('language.eachPhone') },
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
  ];
  const choose = (value: Choice) =>
    dispatch({ type: 'UpdatePresentationSettings', data: { presentationId: deck.id, settings: { presentingLanguage: value || null } } });
  return <SelectField label={t('language.presentationLabel')} value={deck.settings.presentingLanguage ?? EACH_PHONE} options={options} onChange={choose} />;
}
