/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { FileField } from './file-field';

const renderField = () =>
  render(
    <Formik initialValues={{ master: null }} onSubmit={() => undefined}>
      <FileField name="master" label="Master" accept=".docx" acceptLabel="Documento Word (.docx)" />
    </Formik>,
  );

describe('the file field', () => {
  it('speaks Italian: a drop zone saying what it takes, «Scegli il file» and the chosen file, with the input named by its label', async () => {
    renderField();
    expect(screen.getByText('Trascina qui il file')).toBeInTheDocument();
    expect(screen.getByText('Documento Word (.docx)')).toBeInTheDocument();
    expect(screen.getByText('Scegli il file')).toBeInTheDocument();
    const input = screen.getByLabelText('Master');
    expect(input).toHaveAccessibleDescription('Nessun file scelto');

    await userEvent.upload(input, new File(['x'], 'contratto.docx'));

    expect(input).toHaveAccessibleDescription('File scelto: contratto.docx');
  });

  it('takes a file dropped on the zone', () => {
    renderField();
    const zone = screen.getByText('Trascina qui il file').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'trascinato.docx')] } });
    expect(screen.getByText('File scelto: trascinato.docx')).toBeInTheDocument();
  });
});
