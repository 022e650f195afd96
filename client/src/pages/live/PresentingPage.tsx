import { useParams } from 'react-router';
import { PresentingScreen } from '../../features/live/PresentingScreen.js';

/** /presentation/:id?presenting=true */
export function PresentingPage() {
  const { id = '' } = useParams();
  return <PresentingScreen key={id} presentationId={id} />;
}
