import type { HomeFeedbacksView } from '../../../contracts/reports/home-feedbacks.js';
import type { HttpClient } from './http-client.js';

/** Spec doc 3 §7 "Private feedback: GET /api/private-feedbacks". */
export function fetchHomeFeedbacks(http: HttpClient): Promise<HomeFeedbacksView> {
  return http.get('/api/private-feedbacks');
}
