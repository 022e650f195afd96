import { useState } from 'react';
import { useNavigate } from 'react-router';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { editorPath } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { useApplyRemembered } from '../account/use-apply-remembered.js';
import { useWorkingMode } from '../team/working-mode.js';

/**
 * Spec doc 1 §4 "Creating a presentation": a creating flag, the call, then the editor with the new flag; on
 * failure the flag is cleared (and the reason shown). In team working mode it goes to the team workspace.
 */
export function useCreatePresentation(): { creating: boolean; create: () => Promise<void> } {
  const services = useServices();
  const navigate = useNavigate();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [mode] = useWorkingMode();
  const applyRemembered = useApplyRemembered();

  const create = async () => {
    if (creating) return;
    setCreating(true);
    try {
      const created = await services.presentations.create(mode === 'team' ? { fromWorkspace: true } : {});
      await applyRemembered(created.id);
      navigate(editorPath(created.id, { isNew: true }));
    } catch (error) {
      setCreating(false);
      reportFailure(error, toast.error);
    }
  };
  return { creating, create };
}
