/**
 * What the other tables' transactions may write into the templates table (a contract pins the files of the
 * template version it was made from): the templates folder's public surface for the other table folders.
 */
export { fileItemId, pinFilesItems } from './template-file-items';
