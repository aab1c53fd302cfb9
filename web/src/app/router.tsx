import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { RouteGuard } from './guards/route-guard';
import { AppShell } from './layouts/app-shell';
import { ClientLayout } from './layouts/client-layout';
import { PublicLayout } from './layouts/public-layout';
import { adminAreaRoute, pageRoutes, rootRoute, templateTestRoute, wizardRoute } from './pages';
import { RouteErrorPage } from './route-error-page';

/**
 * The route tree of docs/product-spec.md section 2: the layouts, each filled with its pages from the page table
 * (pages/page-table.tsx); every layout route sits under the guard, but the client's page of a link, which anyone holding
 * the link opens as it is, signed in or not.
 */
export const routes: RouteObject[] = [
  { element: <ClientLayout />, errorElement: <RouteErrorPage />, children: pageRoutes('client') },
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      rootRoute,
      { element: <PublicLayout />, children: pageRoutes('public') },
      {
        path: paths.user,
        element: <AppShell />,
        children: [
          ...pageRoutes('shell', 'user'),
          {
            path: paths.newContract,
            ...wizardRoute,
            children: pageRoutes('wizard', 'newContract'),
          },
        ],
      },
      {
        path: paths.admin,
        element: <AppShell />,
        children: [
          {
            ...adminAreaRoute,
            children: [
              ...pageRoutes('shell', 'admin'),
              { ...templateTestRoute, children: pageRoutes('test-flow', 'admin') },
              { path: '*', element: <Navigate to={paths.usersContracts} replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.root} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
