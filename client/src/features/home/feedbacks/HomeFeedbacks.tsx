import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_FEEDBACK_SHOWN } from '../../../../../contracts/reports/home-feedbacks.js';
import { fetchHomeFeedbacks } from '../../../api/home-feedbacks-api.js';
import { useServices } from '../../../app-services.js';
import { reportPath } from '../../../routes.js';
import { useAsync } from '../../presentations/use-async.js';
import { pickFeedbacks } from './pick-feedbacks.js';

const STARS = 5;

/** Spec doc 1 §9: up to 4 random private feedbacks (the server leaves out ratings of 2 or lower); hidden when there are none. */
export function HomeFeedbacks({ random = Math.random }: { readonly random?: () => number }) {
  const { t } = useTranslation();
  const services = useServices();
  const shown = useAsync(async () => pickFeedbacks((await fetchHomeFeedbacks(services.http)).feedbacks, HOME_FEEDBACK_SHOWN, random), 'home-feedbacks');
  if (!shown.data || shown.data.length === 0) return null;
  return (
    <section aria-labelledby="home-feedbacks-title" className="recent">
      <div className="section-header">
        <h2 id="home-feedbacks-title">{t('homeFeedbacks.title')}</h2>
      </div>
      <ul className="home-feedbacks">
        {shown.data.map((feedback, index) => (
          <li key={`${feedback.presentationId}-${feedback.givenAt}-${index}`} className="home-feedbacks__item">
            <p className="home-feedbacks__rating">
              <span aria-hidden="true">{'★'.repeat(feedback.rating) + '☆'.repeat(Math.max(0, STARS - feedback.rating))}</span>
              <span className="visually-hidden">{t('homeFeedbacks.rating', { rating: feedback.rating })}</span>
            </p>
            {feedback.comment && <blockquote className="home-feedbacks__comment">{feedback.comment}</blockquote>}
            <Link to={reportPath(feedback.presentationId)} className="home-feedbacks__deck">
              {feedback.presentationName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
