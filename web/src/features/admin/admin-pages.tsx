import { Outlet } from 'react-router-dom';
import { useDraftLeaveReset } from './components/use-draft-leave-reset';

/**
 * The admin area's screens, for the app's page table (web/src/app/pages/page-table.tsx): this module is the
 * entry of their chunk, downloaded only by staff.
 */
export { TemplateTestLayout } from './components/template-test-layout';
export { AddEditorPage } from './pages/add-editor-page';
export { CategoriesPage } from './pages/categories-page';
export { CategoryFormPage } from './pages/category-form-page';
export { GeneratedDocumentsPage } from './pages/generated-documents-page';
export { InvoicesPage } from './pages/invoices-page';
export { MasterPage } from './pages/master-page';
export { TemplateTestPreviewPage } from './pages/template-test-preview-page';
export { TemplateTestSummaryPage } from './pages/template-test-summary-page';
export { TemplateTestSurveyPage } from './pages/template-test-survey-page';
export { TemplatesPage } from './pages/templates-page';
export { UploadQuestionsPage } from './pages/upload-questions-page';
export { UsersPage } from './pages/users-page';

/** Around every admin screen: leaving the master editor resets a saved template's draft. */
export const AdminArea = () => {
  useDraftLeaveReset();
  return <Outlet />;
};
