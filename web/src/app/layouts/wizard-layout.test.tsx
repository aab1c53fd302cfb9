/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { getNewContract, startNewContract, turnLeavePromptOff } from '../../features/questionnaire';
import { renderDataRouter } from '../../test-support/data-router';
import { WizardLayout } from './wizard-layout';

const renderWizard = () =>
  renderDataRouter(
    [
      {
        path: paths.newContract,
        element: <WizardLayout />,
        children: [
          {
            path: paths.survey,
            element: (
              <>
                <p>questionario</p>
                <Link to={paths.summary}>riepilogo</Link>
                <Link to={paths.historical}>archivio</Link>
              </>
            ),
          },
          { path: paths.summary, element: <p>riepilogo aperto</p> },
        ],
      },
      { path: paths.contracts, element: <p>catalogo</p> },
      { path: paths.historical, element: <p>archivio aperto</p> },
    ],
    paths.survey,
  );

/** Whether the browser would ask before unloading the page now. */
const unloadIsPrompted = (): boolean => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('wizard layout', () => {
  beforeEach(() => {
    sessionStorage.clear();
    startNewContract({ id: 't1', name: 'Locazione', max_questions: 4, price: 49, stripe_url: 'https://pay' });
  });

  it("asks before 'Abbandona' forgets the compilation, and keeps it when the person goes on", async () => {
    // Prepare
    renderWizard();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Abbandona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continua la compilazione' }));

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abbandona' })).toHaveFocus();
    expect(getNewContract()).not.toBeNull();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Abbandona' }));
    const dialog = screen.getByRole('dialog', { name: 'Abbandonare la compilazione?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbandona' }));

    // Assess
    expect(await screen.findByText('catalogo')).toBeInTheDocument();
    expect(getNewContract()).toBeNull();
  });

  it('lets the steps move within the flow, and asks before a page outside it', async () => {
    // Prepare
    renderWizard();

    // Act
    await userEvent.click(screen.getByRole('link', { name: 'archivio' }));

    // Assess
    expect(screen.getByRole('dialog', { name: 'Abbandonare la compilazione?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('questionario')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'riepilogo' }));
    expect(await screen.findByText('riepilogo aperto')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the browser's unload prompt until the preview is downloaded or the purchase starts", () => {
    // Prepare
    renderWizard();
    const before = unloadIsPrompted();

    // Act
    act(() => turnLeavePromptOff());

    // Assess
    expect(before).toBe(true);
    expect(unloadIsPrompted()).toBe(false);
  });
});
