import { useParams } from 'react-router';
import { RemotePage } from '../../features/remote/RemotePage.js';

/** /remote/:presentationId/:code: the link of the presenter's remote panel. */
export function RemoteRoutePage() {
  const { presentationId = '', code = '' } = useParams();
  return <RemotePage presentationId={presentationId} code={code} />;
}
