import type { TemplateDefinition } from '../template-definition';
import { conferimentoQuestions } from './questions';
import { conferimentoSource } from './source';

export const conferimentoIncarico: TemplateDefinition = {
  slug: 'conferimento-incarico-professionale',
  name: 'Conferimento di incarico professionale',
  description:
    'Lettera di incarico dell’avvocato: uno o più clienti con i loro dati, i dati dell’avvocato e dello studio scritti dal profilo, oggetto, compenso con il preventivo scritto dell’art. 13 L. 247/2012, acconto, polizza, informativa privacy (GDPR), informazione sull’uso di sistemi di intelligenza artificiale (art. 13 L. 132/2025), recesso.',
  categoryName: 'Incarichi professionali',
  price: 29,
  min_time: 8,
  max_time: 15,
  min_questions: 13,
  max_questions: 19,
  questions: conferimentoQuestions,
  source: conferimentoSource,
};
