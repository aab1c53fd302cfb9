/** Every lawyer's generated documents, for admins: searched, filtered, sorted, downloaded. */
export { GeneratedDocumentsPage } from './pages/generated-documents-page';
