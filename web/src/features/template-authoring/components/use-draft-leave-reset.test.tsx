/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { storageKeys } from '../../../lib/storage';
import { stubFetch } from '../../../test-support/stub-fetch';
import { emptyDraft, getDraft, setDraft } from '../stores/template-draft-store';
import { useDraftLeaveReset } from './use-draft-leave-reset';

let navigate: NavigateFunction;
const Probe = () => {
  useDraftLeaveReset();
  navigate = useNavigate();
  return null;
};

const start = (at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Probe />
    </MemoryRouter>,
  );

describe('draft reset when leaving the master editor', () => {
  beforeEach(() => localStorage.clear());

  it('resets a saved template being edited, and deletes the documents it uploaded for nothing', () => {
    // Prepare
    const calls = stubFetch(() => ({ status: 200, body: { data: {} } }));
    setDraft({ ...emptyDraft(), id: 't-1', name: 'Locazione', unsaved_files: ['up/m.docx'] });
    start(paths.uploadQuestions);

    // Act
    act(() => navigate(paths.master));
    const keptInside = getDraft().id;
    act(() => navigate(paths.templatesCreated));

    // Assess
    expect(keptInside).toBe('t-1');
    expect(localStorage.getItem(storageKeys.newTemplate)).toBeNull();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/template/delete-master', { file_name: 'up/m.docx' }],
    ]);
  });

  it('keeps a new template, to be finished later', () => {
    // Prepare
    setDraft({ ...emptyDraft(), name: 'Bozza' });
    start(paths.master);

    // Act
    act(() => navigate(paths.categories));

    // Assess
    expect(getDraft().name).toBe('Bozza');
  });

  it('keeps a draft set outside the editor on the way in (Modifica)', () => {
    // Prepare
    start(paths.templatesCreated);

    // Act
    setDraft({ ...emptyDraft(), id: 't-2' });
    act(() => navigate(paths.master));

    // Assess
    expect(getDraft().id).toBe('t-2');
  });
});
