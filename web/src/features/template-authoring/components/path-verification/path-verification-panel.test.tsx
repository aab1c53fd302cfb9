/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PathVerificationReport } from '@redigo/shared/domain/template';
import { stubFetch } from '../../../../test-support/stub-fetch';
import { PathVerificationPanel } from './path-verification-panel';

const report: PathVerificationReport = {
  combinations: 2,
  exhaustive: true,
  sampled: false,
  errors: 1,
  warnings: 1,
  summary: 'Provati 2 percorsi (tutti quelli possibili): 1 errore e 1 avviso.',
  findings: [
    {
      document: 'Master',
      kind: 'invalid_document',
      severity: 'error',
      message:
        'Master: il documento generato non sarebbe valido per Word (word/document.xml: tag non chiuso).',
      answers: { buchhaltung: 'Nein' },
      occurrences: 1,
    },
    {
      document: 'Anteprima',
      kind: 'broken_reference',
      severity: 'warning',
      message: 'Anteprima: un riferimento incrociato punta al segnalibro "_Ref1".',
      answers: { garanzia: 'No', extra: ['A', 'B'] },
      occurrences: 3,
    },
  ],
};

describe('«Verifica tutti i percorsi» panel', () => {
  it('runs the verification of the template and lists errors and warnings with the answers that produce them', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { data: report } }));
    render(<PathVerificationPanel templateId="t1" note="Versione salvata." />);

    await userEvent.click(screen.getByRole('button', { name: 'Verifica tutti i percorsi' }));

    expect(await screen.findByText(report.summary)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: expect.stringContaining('/api/template/t1/verify-paths'),
    });
    expect(screen.getByRole('region', { name: 'Errori da correggere (1)' }).textContent).toContain(
      'Risposte: buchhaltung = Nein',
    );
    expect(screen.getByRole('region', { name: 'Avvisi (1)' }).textContent).toContain(
      'Risposte: garanzia = No; extra = A, B (e altri 2 percorsi)',
    );
  });

  it('shows the refusal of the server in Italian', async () => {
    stubFetch(() => ({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Carica il master prima di verificare i percorsi.' },
    }));
    render(<PathVerificationPanel templateId="t1" note="Versione salvata." />);

    await userEvent.click(screen.getByRole('button', { name: 'Verifica tutti i percorsi' }));

    expect(await screen.findByText('Carica il master prima di verificare i percorsi.')).toBeTruthy();
  });
});
