import { useTranslation } from 'react-i18next';
import type { QuizPlay } from '../../../../../contracts/quiz/question.js';
import { imageSrc } from '../../slide-view/image-src.js';
import { optionColour, optionLetter } from '../palette.js';

/** A question's answers on the big screen while it runs: what the phones show, nothing that says which is right. */
export function QuestionPlay({ play }: { play: QuizPlay }) {
  const { t } = useTranslation();
  switch (play.kind) {
    case 'choice':
      return (
        <ul className={`quiz-tiles ${play.options.length > 4 ? 'quiz-tiles--dense' : ''}`} aria-label={t('quiz.stage.options')}>
          {play.options.map((option, index) => {
            const image = imageSrc(option.image, 'thumbnail');
            return (
              <li key={option.id} className="quiz-tile" style={{ ['--option-colour' as string]: optionColour(index) }}>
                <span className="quiz-tile__letter" aria-hidden="true">
                  {optionLetter(index)}
                </span>
                {image && <img className="quiz-tile__image" src={image} alt="" />}
                <span className="quiz-tile__text">{option.title || t('quiz.untitledOption', { letter: optionLetter(index) })}</span>
              </li>
            );
          })}
        </ul>
      );
    case 'typed':
      return <p className="quiz-stage__prompt">{t('quiz.stage.typeOnPhone')}</p>;
    case 'order':
      return (
        <div className="quiz-stage__columns">
          <p className="quiz-stage__prompt quiz-stage__prompt--small">{t('quiz.stage.putInOrder')}</p>
          <ul className="quiz-chips">
            {play.items.map((item) => (
              <li key={item.id} className="quiz-chip">
                {item.title}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'pairs':
      return (
        <div className="quiz-pairs">
          <ul className="quiz-chips quiz-chips--column" aria-label={t('quiz.stage.matchThese')}>
            {play.left.map((item, index) => (
              <li key={item.id} className="quiz-chip" style={{ ['--option-colour' as string]: optionColour(index) }}>
                <span className="quiz-chip__letter" aria-hidden="true">
                  {optionLetter(index)}
                </span>
                {item.title}
              </li>
            ))}
          </ul>
          <ul className="quiz-chips quiz-chips--column" aria-label={t('quiz.stage.withThese')}>
            {play.right.map((item) => (
              <li key={item.id} className="quiz-chip">
                {item.title}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'categories':
      return (
        <div className="quiz-stage__columns">
          <ul className="quiz-chips" aria-label={t('quiz.stage.categories')}>
            {play.categories.map((category, index) => (
              <li key={category.id} className="quiz-chip quiz-chip--category" style={{ ['--option-colour' as string]: optionColour(index) }}>
                {category.title}
              </li>
            ))}
          </ul>
          <ul className="quiz-chips" aria-label={t('quiz.stage.itemsToSort')}>
            {play.items.map((item) => (
              <li key={item.id} className="quiz-chip">
                {item.title}
              </li>
            ))}
          </ul>
        </div>
      );
    default:
      return null;
  }
}
