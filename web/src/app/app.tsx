import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastProvider } from '../components/ui/toast';
import { createAppRouter } from './router';

const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false };

/** The providers around the router: SWR's cache and the toasts. */
export const App = () => {
  const [router] = useState(createAppRouter);
  return (
    <SWRConfig value={swrOptions}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </SWRConfig>
  );
};
