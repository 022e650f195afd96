import { useMemo } from 'react';
import { createFolderSharingApi, type FolderSharingApi } from '../../api/folder-sharing-api.js';
import { useServices } from '../../app-services.js';

export function useFolderSharing(): FolderSharingApi {
  const { http } = useServices();
  return useMemo(() => createFolderSharingApi(http), [http]);
}
