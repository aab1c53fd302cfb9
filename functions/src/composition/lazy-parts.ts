import { BUCKET_NAMES, type BucketName } from '../config/config';
import type { FileStore } from '../ports/file-store';
import type { Mailer } from '../ports/mailer';
import type { UploadArea } from '../ports/upload-area';
import type { PdfJobQueue } from '../areas/contract-pdfs';
import type { UpdateMailQueue } from '../areas/update-mails';

/**
 * Parts made on first use, so that building an area's Lambda touches only the settings that area reads
 * (functions/src/config/area-settings.ts): the auth Lambda names no bucket, the contracts Lambda no mail sender.
 */
export const lazyFileStores = (
  buckets: Record<BucketName, string>,
  create: (bucket: string) => FileStore,
): Record<BucketName, FileStore> => {
  const stores = {} as Record<BucketName, FileStore>;
  for (const name of BUCKET_NAMES) {
    let store: FileStore | undefined;
    Object.defineProperty(stores, name, { enumerable: true, get: () => (store ??= create(buckets[name])) });
  }
  return stores;
};

export const lazyUploadArea = (create: () => UploadArea): UploadArea => {
  let area: UploadArea | undefined;
  return { presignPut: (...request) => (area ??= create()).presignPut(...request) };
};

export const lazyMailer = (create: () => Mailer): Mailer => {
  let mailer: Mailer | undefined;
  return { send: (mail) => (mailer ??= create()).send(mail) };
};

export const lazyPdfJobQueue = (create: () => PdfJobQueue): PdfJobQueue => {
  let queue: PdfJobQueue | undefined;
  return {
    get enabled() {
      return (queue ??= create()).enabled;
    },
    request: (job) => (queue ??= create()).request(job),
  };
};

export const lazyUpdateMailQueue = (create: () => UpdateMailQueue): UpdateMailQueue => {
  let queue: UpdateMailQueue | undefined;
  return { request: (job) => (queue ??= create()).request(job) };
};
