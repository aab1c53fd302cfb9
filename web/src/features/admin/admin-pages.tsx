import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, type PageName } from '@redigo/shared/paths';
import { TemplateTestLayout } from './components/template-test-layout';
import { useDraftLeaveReset } from './components/use-draft-leave-reset';
import { AddEditorPage } from './pages/add-editor-page';
import { CategoriesPage } from './pages/categories-page';
import { CategoryFormPage } from './pages/category-form-page';
import { InvoicesPage } from './pages/invoices-page';
import { GeneratedDocumentsPage } from './pages/generated-documents-page';
import { MasterPage } from './pages/master-page';
import { TemplateTestPreviewPage } from './pages/template-test-preview-page';
import { TemplateTestSummaryPage } from './pages/template-test-summary-page';
import { TemplateTestSurveyPage } from './pages/template-test-survey-page';
import { TemplatesPage } from './pages/templates-page';
import { UploadQuestionsPage } from './pages/upload-questions-page';
import { UsersPage } from './pages/users-page';

/** A page path relative to the admin area, for the routes below `/admin/*`. */
const below = (page: PageName): string => paths[page].slice(paths.admin.length + 1);

const pages: ReadonlyArray<readonly [PageName, ReactElement]> = [
  ['usersContracts', <GeneratedDocumentsPage />],
  ['users', <UsersPage />],
  ['templatesCreated', <TemplatesPage />],
  ['master', <MasterPage />],
  ['uploadQuestions', <UploadQuestionsPage />],
  ['categories', <CategoriesPage />],
  ['newCategory', <CategoryFormPage />],
  ['addUser', <AddEditorPage />],
  ['invoices', <InvoicesPage />],
];

const testPages: ReadonlyArray<readonly [PageName, ReactElement]> = [
  ['templateTestSurvey', <TemplateTestSurveyPage />],
  ['templateTestSummary', <TemplateTestSummaryPage />],
  ['templateTestPreview', <TemplateTestPreviewPage />],
];

interface AdminPagesProps {
  /** The detail of a generated document: the archive's page in its admin variant, handed over by the app. */
  documentDetail: ReactElement;
}

/** The admin area's screens: loaded as their own chunk, only by staff. */
export const AdminPages = ({ documentDetail }: AdminPagesProps) => {
  useDraftLeaveReset();
  return (
    <Routes>
      <Route path={below('usersContractDetail')} element={documentDetail} />
      {pages.map(([page, element]) => (
        <Route key={page} path={below(page)} element={element} />
      ))}
      <Route element={<TemplateTestLayout />}>
        {testPages.map(([page, element]) => (
          <Route key={page} path={below(page)} element={element} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={paths.usersContracts} replace />} />
    </Routes>
  );
};
