import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { Loader } from '../components/ui/feedback';
import { ArchivePage } from '../features/archive/pages/archive-page';
import { DocumentDetailPage } from '../features/archive/pages/document-detail-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { LogoutPage } from '../features/auth/pages/logout-page';
import { RegistrationPage } from '../features/auth/pages/registration-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { CataloguePage } from '../features/catalogue/pages/catalogue-page';
import { CartPage } from '../features/contract-wizard/pages/cart-page';
import { PreviewPage } from '../features/contract-wizard/pages/preview-page';
import { SummaryPage } from '../features/contract-wizard/pages/summary-page';
import { SurveyPage } from '../features/contract-wizard/pages/survey-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { RouteGuard } from './guards/route-guard';
import { AppShell } from './layouts/app-shell';
import { PublicLayout } from './layouts/public-layout';
import { WizardLayout } from './layouts/wizard-layout';
import { RouteErrorPage } from './route-error-page';

/** The admin screens, in a chunk of their own that only staff download. */
const AdminPages = lazy(() =>
  import('../features/admin/admin-pages').then((m) => ({ default: m.AdminPages })),
);

/** The route tree of docs/product-spec.md section 2; every layout route sits under the guard. */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.root, element: <Navigate to={paths.login} replace /> },
      {
        element: <PublicLayout />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.registration, element: <RegistrationPage /> },
          { path: paths.passwordRecovery, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.verifyEmail, element: <VerifyEmailPage /> },
          { path: paths.logout, element: <LogoutPage /> },
        ],
      },
      {
        path: paths.user,
        element: <AppShell />,
        children: [
          { index: true, element: <Navigate to={paths.contracts} replace /> },
          { path: paths.contracts, element: <CataloguePage /> },
          { path: paths.historical, element: <ArchivePage /> },
          { path: paths.documentDetail, element: <DocumentDetailPage /> },
          { path: paths.reservedArea, element: <ProfilePage /> },
          {
            path: paths.newContract,
            element: <WizardLayout />,
            children: [
              { index: true, element: <Navigate to={paths.survey} replace /> },
              { path: paths.survey, element: <SurveyPage /> },
              { path: paths.summary, element: <SummaryPage /> },
              { path: paths.preview, element: <PreviewPage /> },
              { path: paths.cart, element: <CartPage /> },
            ],
          },
        ],
      },
      {
        path: paths.admin,
        element: <AppShell />,
        children: [
          { index: true, element: <Navigate to={paths.usersContracts} replace /> },
          {
            path: '*',
            element: (
              <Suspense fallback={<Loader label="Caricamento dell'area di amministrazione..." />}>
                <AdminPages documentDetail={<DocumentDetailPage variant="admin" />} />
              </Suspense>
            ),
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.root} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
