import type { TemplateDefinition } from '../template-definition';
import { riservatezzaQuestions } from './questions';
import { riservatezzaSource } from './source';

export const accordoRiservatezza: TemplateDefinition = {
  slug: 'accordo-riservatezza-nda',
  name: 'Accordo di riservatezza (NDA)',
  description:
    'Accordo di non divulgazione unilaterale o reciproco: parti con i loro dati, finalità, informazioni tutelate, destinatari autorizzati, durata degli obblighi, restituzione o distruzione, dati personali, non sollecitazione, clausola penale, legge applicabile, foro o arbitrato.',
  categoryName: 'Contratti commerciali',
  price: 29,
  min_time: 10,
  max_time: 20,
  min_questions: 14,
  max_questions: 23,
  questions: riservatezzaQuestions,
  source: riservatezzaSource,
};
