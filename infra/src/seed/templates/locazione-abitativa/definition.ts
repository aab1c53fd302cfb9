import type { TemplateDefinition } from '../template-definition';
import { locazioneQuestions, locazioneRules } from './questions';
import { locazioneSource } from './source';

export const locazioneAbitativa: TemplateDefinition = {
  slug: 'locazione-abitativa-4-4',
  name: 'Contratto di locazione abitativa 4+4',
  description:
    'Locazione (affitto) ad uso abitativo a canone libero (art. 2, comma 1, L. 431/1998): parti con i loro dati, immobile e dati catastali, canone, deposito cauzionale, cedolare secca o aggiornamento ISTAT, arredi, APE, animali, sublocazione, recesso, registrazione e spese.',
  categoryName: 'Locazioni',
  price: 39,
  min_time: 15,
  max_time: 30,
  min_questions: 24,
  max_questions: 34,
  questions: locazioneQuestions,
  rules: locazioneRules,
  source: locazioneSource,
};
