import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';

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
