/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@redigo/shared/paths';
import { goToExternalPage } from '../../../lib/external-navigation';
import {
  answerQuestion,
  getNewContract,
  markContractSaved,
  markQuestionnaireFinished,
  startNewContract,
} from '../../questionnaire';
import { storageKeys } from '../../../lib/storage';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { InFlow } from '../../questionnaire/test-support/in-flow';
import { lawyerFlow } from '../lawyer-flow';
import { CartPage } from './cart-page';
import { PreviewPage } from './preview-page';

const BILLING = {
  kind: 'professionista',
  name: 'Anna',
  surname: 'Verdi',
  codice_fiscale: 'RSSMRA85T10A562S',
  partita_iva: '12345678903',
  indirizzo: 'Via Roma 1',
  cap: '00100',
  comune: 'Roma',
  provincia: 'RM',
  codice_destinatario: 'ABC1234',
};

jest.mock('../../../lib/external-navigation', () => ({ goToExternalPage: jest.fn() }));

const InWizard = ({ page }: { page: 'preview' | 'cart' }) => (
  <InFlow flow={lawyerFlow}>{page === 'preview' ? <PreviewPage /> : <CartPage />}</InFlow>
);

describe('preview and cart', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.setItem(
      storageKeys.user,
      JSON.stringify({ id: 'u1', name: 'Anna', surname: 'Rossi', role: 'user', pec: 'anna@pec.it' }),
    );
    URL.createObjectURL = jest.fn(() => 'blob:anteprima');
    URL.revokeObjectURL = jest.fn();
    startNewContract({
      id: 't1',
      name: 'Locazione',
      max_questions: 2,
      price: 49,
      stripe_url: 'https://pay.example/l',
    });
    answerQuestion(
      {
        variable: 'tipo',
        question: 'Che immobile?',
        options: ['A', 'B'],
        is_multiple_selection: false,
        index: 0,
      },
      'A',
    );
    markQuestionnaireFinished();
    markContractSaved('c1');
  });

  it("shows the preview's size and link, no cross-reference warning for a document that asks Word nothing, and 'Vai al pagamento' as a button", async () => {
    // Prepare
    stubFetch(() => ({
      status: 200,
      body: 'x'.repeat(2046),
      headers: { 'content-disposition': 'attachment; filename="Anteprima.docx"' },
    }));
    renderPage(paths.preview, <InWizard page="preview" />, { [paths.cart]: <p>carrello</p> });

    // Assess
    expect(await screen.findByText('2,0 KB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Scarica l'anteprima" })).toHaveAttribute(
      'download',
      'Anteprima.docx',
    );
    expect(screen.queryByRole('dialog', { name: 'Riferimenti incrociati' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vai al pagamento' })).not.toBeInTheDocument();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Vai al pagamento' }));

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('carrello')).toBeInTheDocument();
  });

  it("'Acquista' waits for complete billing data, then turns the leave prompt off and opens the payment page", async () => {
    // Prepare
    stubFetch((call) => ({
      status: 200,
      body: { data: call.url.includes('/billing') ? BILLING : null },
    }));
    renderPage(paths.cart, <InWizard page="cart" />);
    expect(screen.getByRole('button', { name: 'Acquista' })).toBeDisabled();
    expect(await screen.findByText('Codice destinatario ABC1234')).toBeInTheDocument();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Acquista' }));

    // Assess
    expect(getNewContract()?.leavePromptOff).toBe(true);
    expect(goToExternalPage).toHaveBeenCalledWith(
      'https://pay.example/l?client_reference_id=c1&prefilled_email=anna%40pec.it',
    );
    expect(screen.queryByRole('link', { name: 'Acquista' })).not.toBeInTheDocument();
  });
});
