import type { TemplateDefinition } from '../template-definition';
import { consulenzaQuestions } from './questions';
import { consulenzaSource } from './source';

export const consulenzaProfessionale: TemplateDefinition = {
  slug: 'consulenza-professionale',
  name: 'Contratto di consulenza professionale',
  description:
    'Incarico di consulenza (contratto d’opera intellettuale) per clienti consumatori o imprese: parti con i loro dati, oggetto, ambiti e attività, modalità, compenso forfettario, orario o con premio di risultato, spese, durata, recesso, diritto di recesso del consumatore, assicurazione, elaborati, GDPR e foro.',
  categoryName: 'Incarichi professionali',
  price: 35,
  min_time: 12,
  max_time: 25,
  min_questions: 25,
  max_questions: 35,
  questions: consulenzaQuestions,
  source: consulenzaSource,
};
