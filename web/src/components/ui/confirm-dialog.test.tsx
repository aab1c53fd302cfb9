/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

const Page = ({ onConfirm }: { onConfirm: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Elimina</Button>
      <ConfirmDialog
        open={open}
        title="Eliminare il master?"
        confirmLabel="Elimina"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <p>Sarà eliminato.</p>
      </ConfirmDialog>
    </>
  );
};

describe('ConfirmDialog', () => {
  it('hides the page behind it while open, so its confirm button is the only one with that name', async () => {
    // Prepare
    const onConfirm = jest.fn();
    const { container } = render(<Page onConfirm={onConfirm} />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));

    // Assess
    const dialog = screen.getByRole('dialog', { name: 'Eliminare il master?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveAttribute('inert');
    expect(container.contains(dialog)).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Elimina' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Annulla' })).toHaveFocus();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));

    // Assess
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(container).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Elimina' })).toHaveFocus();
  });

  it('puts back what the page had before when it closes with Escape', async () => {
    // Prepare
    const { container } = render(<Page onConfirm={jest.fn()} />);
    container.setAttribute('aria-hidden', 'false');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    await userEvent.keyboard('{Escape}');

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).toHaveAttribute('aria-hidden', 'false');
    expect(container).not.toHaveAttribute('inert');
  });
});
