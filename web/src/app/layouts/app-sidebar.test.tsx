/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import type { Role } from '@redigo/shared/roles';
import { AppSidebar } from './app-sidebar';

const renderSidebar = (role: Role, at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <AppSidebar role={role} />
    </MemoryRouter>,
  );

const links = () =>
  screen
    .getAllByRole('link')
    .filter((link) => !link.getAttribute('target'))
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('sidebar', () => {
  it('gives the admin every staff screen and no FAQ link', () => {
    renderSidebar('admin', paths.usersContracts);
    expect(links()).toEqual([
      ['Documenti generati', paths.usersContracts],
      ['Utenti', paths.users],
      ['Master inseriti', paths.templatesCreated],
      ['Categorie inserite', paths.categories],
      ['Editor', paths.master],
      ['Crea utente editor', paths.addUser],
      ['Crea categoria', paths.newCategory],
      ['Fatture', paths.invoices],
    ]);
    expect(screen.queryByText(/F\.A\.Q\. e Supporto/)).not.toBeInTheDocument();
  });

  it('gives the editor the templates and the editor only, and the FAQ link', () => {
    renderSidebar('editor', paths.templatesCreated);
    expect(links()).toEqual([
      ['Master inseriti', paths.templatesCreated],
      ['Editor', paths.master],
    ]);
    const faq = screen.getByRole('link', { name: 'F.A.Q. e Supporto' });
    expect(faq).toHaveTextContent(/^F\.A\.Q\. e Supporto$/);
    expect(faq).toHaveAttribute('target', '_blank');
    expect(faq).toHaveAccessibleDescription('Si apre in una nuova scheda');
  });

  it('highlights the entry whose route the path contains, also on the pages below it', () => {
    renderSidebar('editor', paths.uploadQuestions);
    expect(screen.getByRole('link', { name: 'Editor' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Master inseriti' })).not.toHaveAttribute('aria-current');
  });
});
