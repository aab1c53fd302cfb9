/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { CatalogueTemplate } from '@redigo/shared/domain/template';
import { TemplateCard } from './template-card';

const template: CatalogueTemplate = {
  id: 't-1',
  name: 'Accordo di riservatezza (NDA)',
  description: 'Un accordo tra due parti.',
  price: 29,
  categoryId: { id: 'c-1', name: 'Societario' },
  stripe_url: 'https://buy.stripe.com/test',
  min_time: 8,
  max_time: 15,
  min_questions: 11,
  max_questions: 17,
  status: 'PUBLISHED',
  published_version: 1,
  userId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('template card', () => {
  it('shows the ranges of minutes and questions the template gives', () => {
    render(<TemplateCard template={template} onStart={jest.fn()} />);

    expect(screen.getByText('da 8 a 15 minuti')).toBeInTheDocument();
    expect(screen.getByText('da 11 a 17 domande')).toBeInTheDocument();
  });

  it('leaves out a range the template does not give', () => {
    render(
      <TemplateCard
        template={{ ...template, min_time: null, max_time: null, min_questions: null, max_questions: null }}
        onStart={jest.fn()}
      />,
    );

    expect(screen.queryByText('Compilazione')).not.toBeInTheDocument();
    expect(screen.queryByText('Domande')).not.toBeInTheDocument();
    expect(screen.queryByText(/null|undefined/)).not.toBeInTheDocument();
    expect(screen.getByText('Ultima versione')).toBeInTheDocument();
  });

  it('shows the one end of a range the template gives', () => {
    render(
      <TemplateCard
        template={{ ...template, min_time: null, max_time: 20, min_questions: 5, max_questions: null }}
        onStart={jest.fn()}
      />,
    );

    expect(screen.getByText('fino a 20 minuti')).toBeInTheDocument();
    expect(screen.getByText('almeno 5 domande')).toBeInTheDocument();
  });
});
