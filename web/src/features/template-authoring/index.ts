/**
 * Template authoring, for staff: the list of templates, the master editor (data, documents, questions and their
 * conditions, the check of every path) and the test run of a template («Prova»), a configuration of the
 * questionnaire (web/src/features/questionnaire). The admin area (web/src/app/pages/admin-area.tsx) imports it from
 * here.
 */
export { TemplateTestLayout } from './components/template-test-layout';
export { inEditor, useDraftLeaveReset } from './components/use-draft-leave-reset';
export { UnsavedFilesGuard } from './components/master-form/unsaved-files-guard';
export { MasterPage } from './pages/master-page';
export { TemplateTestPreviewPage } from './pages/template-test-preview-page';
export { TemplateTestSummaryPage } from './pages/template-test-summary-page';
export { TemplateTestSurveyPage } from './pages/template-test-survey-page';
export { TemplatesPage } from './pages/templates-page';
export { TemplateHistoryPage } from './pages/template-history-page';
export { UploadQuestionsPage } from './pages/upload-questions-page';
