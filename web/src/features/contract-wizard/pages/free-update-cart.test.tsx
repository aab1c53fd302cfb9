/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { templateVersionMessages as m } from '@redigo/shared/messages/template-versions';
import { getHref, paths } from '@redigo/shared/paths';
import {
  answerQuestion,
  getNewContract,
  markContractSaved,
  markQuestionnaireFinished,
  saveNewContract,
  startNewContract,
} from '../../questionnaire';
import { storageKeys } from '../../../lib/storage';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { InFlow } from '../../questionnaire/test-support/in-flow';
import { lawyerFlow } from '../lawyer-flow';
import { CartPage } from './cart-page';
import { PreviewPage } from './preview-page';

/** The wizard's frame as the flow layout gives it: the compilation stays shown while the page leaves after it. */
const InWizard = ({ page }: { page: 'preview' | 'cart' }) => (
  <InFlow flow={lawyerFlow}>{page === 'preview' ? <PreviewPage /> : <CartPage />}</InFlow>
);

const DetailProbe = () => {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
};

const CLAIM = 'Ottieni l’aggiornamento gratuito';

describe('the cart of a free update', () => {
  beforeEach(() => {
    sessionStorage.clear();
    URL.createObjectURL = jest.fn(() => 'blob:anteprima');
    URL.revokeObjectURL = jest.fn();
    localStorage.setItem(
      storageKeys.user,
      JSON.stringify({ id: 'u1', name: 'Anna', surname: 'Rossi', role: 'user', pec: 'anna@pec.it' }),
    );
    startNewContract({ id: 't1', name: 'Locazione', max_questions: 2, price: 49, stripe_url: 'https://pay' });
    answerQuestion(
      { variable: 'uso', question: 'Uso?', options: ['A', 'B'], is_multiple_selection: false, index: 0 },
      'A',
    );
    markQuestionnaireFinished();
    markContractSaved('c9');
    const contract = getNewContract();
    if (contract)
      saveNewContract({
        ...contract,
        updating: { originalId: 'c1', originalName: 'Locazione Rossi', version: 2, free: true, carried: {} },
      });
  });

  it('goes on from the preview to the update, not to a payment', async () => {
    stubFetch(() => ({ status: 200, body: 'docx' }));
    renderPage(paths.preview, <InWizard page="preview" />, { [paths.cart]: <p>carrello</p> });

    await userEvent.click(await screen.findByRole('button', { name: 'Vai all’aggiornamento gratuito' }));
    expect(await screen.findByText('carrello')).toBeInTheDocument();
  });

  it('claims the update at 0 € and opens the updated document', async () => {
    const calls = stubFetch(() => ({ status: 201, body: { data: { paymentId: 'p9' } } }));
    renderPage(paths.cart, <InWizard page="cart" />, { [paths.documentDetail]: <DetailProbe /> });
    expect(
      screen.getByText('0,00 €', { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acquista' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: CLAIM }));

    expect(await screen.findByText(getHref('documentDetail', { id: 'c9' }))).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/contract/c9/claim-update']);
    expect(getNewContract()).toBeNull();
  });

  it('says so when the server finds the update is not free, and sells it in the cart as any document', async () => {
    stubFetch((call) =>
      call.url.endsWith('/claim-update')
        ? { status: 402, body: { message: m.notFree, code: 'UPDATE_NOT_FREE' } }
        : { status: 200, body: { data: null } },
    );
    renderPage(paths.cart, <InWizard page="cart" />);

    await userEvent.click(screen.getByRole('button', { name: CLAIM }));

    expect(await screen.findByRole('button', { name: 'Acquista' })).toBeInTheDocument();
    expect(getNewContract()?.updating?.free).toBe(false);
  });
});
