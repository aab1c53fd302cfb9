import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastProvider } from '../components/ui/toast';

/**
 * Renders a page at a path, with a fresh SWR cache; any other path shows 'altrove'. A plain memory router:
 * the data router needs the Fetch API's Request, which jsdom lacks.
 */
export const renderAt = (path: string, element: ReactElement) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={element} />
          <Route path="*" element={<p>altrove</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );

/**
 * Renders a page at a path with the toasts and a fresh SWR cache; `others` maps further paths to what they show,
 * and any path left shows 'altrove'.
 */
export const renderPage = (path: string, element: ReactElement, others: Record<string, ReactElement> = {}) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={element} />
            {Object.entries(others).map(([other, shown]) => (
              <Route key={other} path={other} element={shown} />
            ))}
            <Route path="*" element={<p>altrove</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>,
  );
