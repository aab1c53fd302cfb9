import type { TemplateFileKind } from '@redigo/shared/domain/template';
import { createMemoryStore } from '../../../lib/memory-store';

/** A master and a preview .docx, each chosen or not. */
export interface PendingFiles {
  master: File | null;
  preview: File | null;
}

/**
 * The template draft's documents as File objects, which live only as long as the page: those chosen in the file
 * inputs, and those of them uploaded already (the draft's document names then come from them).
 */
export interface DraftFiles {
  chosen: PendingFiles;
  uploaded: PendingFiles;
}

const noFiles: PendingFiles = { master: null, preview: null };

const draftFilesStore = createMemoryStore<DraftFiles>({ chosen: noFiles, uploaded: noFiles });

export const useDraftFiles = (): DraftFiles => draftFilesStore.useValue();

export const getPendingFiles = (): PendingFiles => draftFilesStore.get().chosen;

export const getDraftFiles = (): DraftFiles => draftFilesStore.get();

/** Whether a file chosen in an input is not uploaded yet: it lives only in the page, a reload loses it. */
export const hasUnsavedChosenFile = ({ chosen, uploaded }: DraftFiles): boolean =>
  (chosen.master !== null && chosen.master !== uploaded.master) ||
  (chosen.preview !== null && chosen.preview !== uploaded.preview);

/** A file chosen (or taken away, null) in one of the inputs. */
export const choosePendingFile = (kind: TemplateFileKind, file: File | null): void => {
  const files = draftFilesStore.get();
  draftFilesStore.set({ ...files, chosen: { ...files.chosen, [kind]: file } });
};

export const getUploadedFiles = (): PendingFiles => draftFilesStore.get().uploaded;

/** The files just uploaded: the draft's document names are theirs now. */
export const setUploadedFiles = (uploaded: PendingFiles): void =>
  draftFilesStore.set({ ...draftFilesStore.get(), uploaded });

export const forgetDraftFiles = (): void => draftFilesStore.set(null);
