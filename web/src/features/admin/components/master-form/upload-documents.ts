import { deleteUnusedMasterFiles, uploadMaster, type UploadedMaster } from '../../api/master-files-api';
import { getDraft, updateDraft } from '../../stores/template-draft-store';

let lastUploaded: { master: File; preview: File } | null = null;

/** The files uploaded last in this page's life, to check them again after the questions changed. */
export const getLastUploaded = () => lastUploaded;

/**
 * Uploads both documents with the draft's questions and records the outcome in the draft: the new names, the
 * template check and the questions it ran on. Documents this draft uploaded before are deleted.
 */
export const uploadDocuments = async (master: File, preview: File): Promise<UploadedMaster> => {
  const draft = getDraft();
  const uploaded = await uploadMaster(master, preview, draft.json_questions);
  deleteUnusedMasterFiles(draft.unsaved_files);
  lastUploaded = { master, preview };
  updateDraft({
    file_name: uploaded.file_name,
    preview_name: uploaded.preview_name,
    unsaved_files: [uploaded.file_name, uploaded.preview_name],
    check: { result: uploaded.check, questions: JSON.stringify(draft.json_questions) },
  });
  return uploaded;
};
