import { Outlet } from 'react-router-dom';
import { useDraftLeaveReset } from '../../features/template-authoring';

/**
 * The admin area's screens, from the staff's features, for the app's page table (page-table.tsx): this module is
 * the entry of their chunk, downloaded only by staff.
 */
export { CategoriesPage, CategoryFormPage } from '../../features/categories';
export { GeneratedDocumentsPage } from '../../features/generated-documents';
export { InvoicesPage } from '../../features/invoices';
export {
  MasterPage,
  TemplateTestLayout,
  TemplateTestPreviewPage,
  TemplateTestSummaryPage,
  TemplateTestSurveyPage,
  TemplatesPage,
  UploadQuestionsPage,
} from '../../features/template-authoring';
export { AddEditorPage, UsersPage } from '../../features/users';

/** Around every admin screen: leaving the master editor resets a saved template's draft. */
export const AdminArea = () => {
  useDraftLeaveReset();
  return <Outlet />;
};
