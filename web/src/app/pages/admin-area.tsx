import { Outlet, useLocation } from 'react-router-dom';
import { inEditor, UnsavedFilesGuard, useDraftLeaveReset } from '../../features/template-authoring';

/**
 * The admin area's screens, from the staff's features, for the app's page table (page-table.tsx): this module is
 * the entry of their chunk, downloaded only by staff.
 */
export { CategoriesPage, CategoryFormPage } from '../../features/categories';
export { GeneratedDocumentsPage } from '../../features/generated-documents';
export { InvoicesPage } from '../../features/invoices';
export {
  MasterPage,
  TemplateHistoryPage,
  TemplateTestLayout,
  TemplateTestPreviewPage,
  TemplateTestSummaryPage,
  TemplateTestSurveyPage,
  TemplatesPage,
  UploadQuestionsPage,
} from '../../features/template-authoring';
export { AddEditorPage, UsersPage } from '../../features/users';

/**
 * Around every admin screen: leaving the master editor resets a saved template's draft, and asks first when a
 * document chosen in it is not uploaded yet (only there: a router takes one navigation blocker at a time, and the
 * test run has its own).
 */
export const AdminArea = () => {
  useDraftLeaveReset();
  const { pathname } = useLocation();
  return (
    <>
      <Outlet />
      {inEditor(pathname) && <UnsavedFilesGuard />}
    </>
  );
};
