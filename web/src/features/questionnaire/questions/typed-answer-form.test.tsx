/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AskedSimpleQuestion } from '@redigo/shared/domain/question';
import { questionWording } from '@redigo/shared/messages/answer-wording';
import { AnswerForm } from './answer-form';

const asked = (
  type: AskedSimpleQuestion['type'],
  limits: Partial<AskedSimpleQuestion> = {},
): AskedSimpleQuestion => ({
  type,
  variable: 'x',
  question: 'Canone mensile',
  description: '',
  options: [],
  is_multiple_selection: false,
  index: 0,
  ...limits,
});

const answer = async (question: AskedSimpleQuestion, typed: string) => {
  const onAnswer = jest.fn();
  render(<AnswerForm question={question} number={1} animated={false} onAnswer={onAnswer} />);
  const field = screen.getByRole('textbox', { name: 'Canone mensile' });
  if (typed) await userEvent.type(field, typed);
  await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
  return onAnswer;
};

describe('typed answer form', () => {
  it.each<[AskedSimpleQuestion['type'], string, string]>([
    ['number', '1234,5', '1234.5'],
    ['number', '1.234,5', '1234.5'],
    ['amount', '1.234,5', '1234.50'],
    ['date', '01/03/2026', '2026-03-01'],
    ['text', '  Mario Rossi ', 'Mario Rossi'],
  ])('sends a %s typed as %j as %j', async (type, typed, value) => {
    expect(await answer(asked(type), typed)).toHaveBeenCalledWith(value);
  });

  it('says what it understood and tells the limits before typing', async () => {
    render(
      <AnswerForm
        question={asked('amount', { min: 100 })}
        number={1}
        animated={false}
        onAnswer={jest.fn()}
      />,
    );
    expect(screen.getByText(/Almeno 100,00 €\./)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Canone mensile' }), '1234,5');
    expect(screen.getByText('Letto come: 1.234,50 €')).toBeInTheDocument();
  });

  it('refuses with the server message naming the question', async () => {
    const onAnswer = await answer(asked('date'), '30/02/2026');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La risposta alla domanda "Canone mensile" non è una data esistente (gg/mm/aaaa).',
    );
  });

  it('tells a date typed in another form apart from a day that does not exist, and shows the form', async () => {
    const onAnswer = await answer(asked('date'), '2027-03-01');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La risposta alla domanda "Canone mensile" non è scritta nel formato gg/mm/aaaa: scrivi il giorno, il mese e l\'anno per intero, per esempio 01/03/2026.',
    );
  });

  it('counts the characters of a text and offers a text area when multiline', async () => {
    render(
      <AnswerForm
        question={asked('text', { multiline: true, max_length: 500 })}
        number={1}
        animated={false}
        onAnswer={jest.fn()}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Canone mensile' }), 'Ciao😀');
    expect(screen.getByText('5 / 500 caratteri')).toBeInTheDocument();
    expect(screen.getByRole('textbox').tagName).toBe('TEXTAREA');
  });

  it('writes a codice fiscale in upper case as it is typed, and sends it without spaces', async () => {
    const question = asked('codice_fiscale');
    const onAnswer = jest.fn();
    render(<AnswerForm question={question} number={1} animated={false} onAnswer={onAnswer} />);
    const field = screen.getByRole('textbox', { name: 'Canone mensile' });
    await userEvent.type(field, 'rss mra 85t10 a562s');
    expect(field).toHaveValue('RSS MRA 85T10 A562S');
    expect(screen.getByText('Letto come: RSSMRA85T10A562S')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(onAnswer).toHaveBeenCalledWith('RSSMRA85T10A562S');
  });

  it('tells a wrong check character as soon as the code is typed in full', async () => {
    render(
      <AnswerForm question={asked('codice_fiscale')} number={1} animated={false} onAnswer={jest.fn()} />,
    );
    const field = screen.getByRole('textbox', { name: 'Canone mensile' });
    await userEvent.type(field, 'RSSMRA85T10A562');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field, 'T');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il codice fiscale della domanda "Canone mensile" non è valido: il carattere di controllo non corrisponde.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a partita IVA of the wrong form when the field is left', async () => {
    render(<AnswerForm question={asked('partita_iva')} number={1} animated={false} onAnswer={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Canone mensile' }), '0111460');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La risposta alla domanda "Canone mensile" non è una partita IVA: servono 11 cifre.',
    );
  });

  it('takes a company’s 11-digit codice fiscale and says what it read', async () => {
    expect(await answer(asked('codice_fiscale'), '011 146 010 06')).toHaveBeenCalledWith('01114601006');
    expect(screen.getByText('Letto come: 01114601006')).toBeInTheDocument();
  });

  it('writes an IBAN in groups of four as it is typed, and sends it without spaces in upper case', async () => {
    const onAnswer = jest.fn();
    render(<AnswerForm question={asked('iban')} number={1} animated={false} onAnswer={onAnswer} />);
    const field = screen.getByRole('textbox', { name: 'Canone mensile' });
    await userEvent.type(field, 'it60x0542811101000000123456');
    expect(field).toHaveValue('IT60 X054 2811 1010 0000 0123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(onAnswer).toHaveBeenCalledWith('IT60X0542811101000000123456');
  });

  it('tells wrong IBAN check digits as soon as the IBAN is typed in full', async () => {
    render(<AnswerForm question={asked('iban')} number={1} animated={false} onAnswer={jest.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Canone mensile' });
    await userEvent.type(field, 'IT61X054281110100000012345');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field, '6');
    expect(screen.getByRole('alert')).toHaveTextContent(questionWording.ibanCheck('Canone mensile'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the province codes as a list and writes the code in upper case', async () => {
    const onAnswer = jest.fn();
    render(<AnswerForm question={asked('provincia')} number={1} animated={false} onAnswer={onAnswer} />);
    const field = screen.getByRole('combobox', { name: 'Canone mensile' });
    const list = document.getElementById(field.getAttribute('list') ?? '');
    expect(list?.querySelector('option[value="NA"]')).toHaveTextContent('Napoli (NA)');
    expect(list?.querySelectorAll('option').length).toBeGreaterThan(100);
    await userEvent.type(field, 'na');
    expect(field).toHaveValue('NA');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(onAnswer).toHaveBeenCalledWith('NA');
  });

  it('asks a CAP on the phone’s digit keyboard, five digits at most', async () => {
    const onAnswer = jest.fn();
    render(<AnswerForm question={asked('cap')} number={1} animated={false} onAnswer={onAnswer} />);
    const field = screen.getByRole('textbox', { name: 'Canone mensile' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '801345');
    expect(field).toHaveValue('80134');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(onAnswer).toHaveBeenCalledWith('80134');
  });

  it('opens on the server’s refusal with the answer kept, the message described and the focus on the field', () => {
    const rule = 'Il deposito cauzionale non può superare tre mensilità del canone.';
    render(
      <AnswerForm
        question={asked('amount')}
        number={2}
        animated={false}
        recalled="4800"
        serverProblems={[rule]}
        onAnswer={jest.fn()}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Canone mensile' });
    expect(field).toHaveValue('4.800,00');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(rule));
  });
});
