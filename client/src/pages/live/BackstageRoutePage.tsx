import { useParams } from 'react-router';
import { BackstagePage } from '../../features/live/BackstagePage.js';

/** /presentation/:id/backstage */
export function BackstageRoutePage() {
  const { id = '' } = useParams();
  return <BackstagePage key={id} presentationId={id} />;
}
