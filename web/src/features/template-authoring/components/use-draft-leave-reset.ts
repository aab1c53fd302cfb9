import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { deleteUnusedMasterFiles } from '../api/master-files-api';
import { clearDraft, getDraft } from '../stores/template-draft-store';

/** Whether a path is the master editor or its question page: they share the prefix of MASTER. */
export const inEditor = (pathname: string): boolean =>
  pathname === paths.master || pathname.startsWith(`${paths.master}/`);

/**
 * The routing guard's last rule: leaving the master editor or the question page while a saved template (one
 * with an id) is being edited resets the draft. A new template's draft stays, to be finished later.
 */
export const useDraftLeaveReset = (): void => {
  const { pathname } = useLocation();
  const wasInEditor = useRef(inEditor(pathname));
  useEffect(() => {
    const nowInEditor = inEditor(pathname);
    if (wasInEditor.current && !nowInEditor && getDraft().id) deleteUnusedMasterFiles(clearDraft());
    wasInEditor.current = nowInEditor;
  }, [pathname]);
};
