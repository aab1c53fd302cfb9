// The buyers' mail module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
// Asking for the mail of a published version (the templates area) and sending it (the queue's consumer).
export { updateMailJobOf, type UpdateMailJob } from './update-mail-job';
export { missingUpdateMailQueue, requestUpdateMails, type UpdateMailQueue } from './update-mail-queue';
export { notifyBuyers } from './notify-buyers';
export type { BoughtContract, MailRecipient, UpdateMailDeps, UpdateMailMarkers } from './update-mail-deps';
