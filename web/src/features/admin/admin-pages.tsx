import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, type PageName } from '@redigo/shared/paths';
import { AdminPlaceholderPage } from './pages/admin-placeholder-page';

/** A page path relative to the admin area, for the routes below `/admin/*`. */
const below = (page: PageName): string => paths[page].slice(paths.admin.length + 1);

const adminPages: ReadonlyArray<readonly [PageName, string]> = [
  ['usersContracts', 'Documenti generati'],
  ['usersContractDetail', 'Dettaglio documento'],
  ['users', 'Utenti'],
  ['templatesCreated', 'Master inseriti'],
  ['templateTestSurvey', 'Prova del master: questionario'],
  ['templateTestSummary', 'Prova del master: riepilogo'],
  ['templateTestPreview', 'Prova del master: anteprima'],
  ['master', 'Editor del master'],
  ['uploadQuestions', 'Caricamento domande'],
  ['categories', 'Categorie inserite'],
  ['newCategory', 'Crea categoria'],
  ['addUser', 'Crea utente editor'],
];

/** The admin area's screens: loaded as their own chunk, only by staff. */
export const AdminPages = () => (
  <Routes>
    {adminPages.map(([page, title]) => (
      <Route key={page} path={below(page)} element={<AdminPlaceholderPage title={title} />} />
    ))}
    <Route path="*" element={<Navigate to={paths.usersContracts} replace />} />
  </Routes>
);
