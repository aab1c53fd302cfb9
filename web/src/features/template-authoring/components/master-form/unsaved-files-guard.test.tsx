/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { renderDataRouter } from '../../../../test-support/data-router';
import { choosePendingFile, forgetDraftFiles, setUploadedFiles } from '../../stores/draft-files-store';
import { UnsavedFilesGuard } from './unsaved-files-guard';

const docx = (name: string) => new File(['PK'], name, { type: 'application/octet-stream' });

const Editor = () => (
  <>
    <Link to={paths.uploadQuestions}>Domande</Link>
    <Link to={paths.categories}>Categorie</Link>
    <UnsavedFilesGuard />
  </>
);

const start = () =>
  renderDataRouter(
    [
      { path: paths.master, element: <Editor /> },
      { path: paths.uploadQuestions, element: <p>pagina domanda</p> },
      { path: paths.categories, element: <p>categorie</p> },
    ],
    paths.master,
  );

/** Whether the browser would ask before a reload or a closed tab. */
const reloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  act(() => void window.dispatchEvent(event));
  return event.defaultPrevented;
};

describe('a document chosen in the master editor and not uploaded yet', () => {
  beforeEach(() => forgetDraftFiles());

  it('makes the browser ask before a reload, until it is uploaded', () => {
    start();
    expect(reloadAsks()).toBe(false);
    const master = docx('master.docx');
    act(() => choosePendingFile('master', master));
    expect(reloadAsks()).toBe(true);
    act(() => setUploadedFiles({ master, preview: null }));
    expect(reloadAsks()).toBe(false);
  });

  it('asks before a navigation out of the editor, stays on «Resta», leaves on «Esci senza salvarli»', async () => {
    // Prepare
    const router = start();
    act(() => choosePendingFile('preview', docx('anteprima.docx')));

    // Act: out of the editor, then stay
    await userEvent.click(screen.getByRole('link', { name: 'Categorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uscire senza salvare i documenti scelti?' });
    expect(dialog).toHaveTextContent('dovrai sceglierli di nuovo');
    await userEvent.click(screen.getByRole('button', { name: "Resta nell'editor" }));

    // Assess
    expect(router.state.location.pathname).toBe(paths.master);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Act: out again, and leave
    await userEvent.click(screen.getByRole('link', { name: 'Categorie' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Esci senza salvarli' }));

    // Assess
    expect(await screen.findByText('categorie')).toBeInTheDocument();
  });

  it('asks nothing on the way to the question page, inside the editor', async () => {
    start();
    act(() => choosePendingFile('master', docx('master.docx')));
    await userEvent.click(screen.getByRole('link', { name: 'Domande' }));
    expect(await screen.findByText('pagina domanda')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
