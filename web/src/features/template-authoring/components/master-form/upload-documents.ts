import { deleteUnusedMasterFiles, uploadMaster, type UploadedMaster } from '../../api/master-files-api';
import { getUploadedFiles, setUploadedFiles, type PendingFiles } from '../../stores/draft-files-store';
import { getDraft, updateDraft } from '../../stores/template-draft-store';

/** Whether the chosen files still have to be uploaded (both chosen, and not the ones uploaded last). */
export const needsUpload = (files: PendingFiles): files is { master: File; preview: File } => {
  const last = getUploadedFiles();
  return (
    files.master !== null &&
    files.preview !== null &&
    (files.master !== last.master || files.preview !== last.preview)
  );
};

/**
 * Uploads both documents with the draft's questions and records the outcome in the draft: the new names, the
 * template check and the questions it ran on. Documents this draft uploaded before are deleted.
 */
export const uploadDocuments = async (master: File, preview: File): Promise<UploadedMaster> => {
  const draft = getDraft();
  const uploaded = await uploadMaster(master, preview, draft.json_questions);
  deleteUnusedMasterFiles(draft.unsaved_files);
  setUploadedFiles({ master, preview });
  updateDraft({
    file_name: uploaded.file_name,
    preview_name: uploaded.preview_name,
    unsaved_files: [uploaded.file_name, uploaded.preview_name],
    check: { result: uploaded.check, questions: JSON.stringify(draft.json_questions) },
  });
  return uploaded;
};
