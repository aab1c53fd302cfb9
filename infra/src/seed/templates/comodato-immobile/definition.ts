import type { TemplateDefinition } from '../template-definition';
import { comodatoQuestions } from './questions';
import { comodatoSource } from './source';

export const comodatoImmobile: TemplateDefinition = {
  slug: 'comodato-uso-immobile',
  name: 'Contratto di comodato d’uso gratuito di immobile',
  description:
    'Comodato d’uso gratuito di un immobile (artt. 1803 ss. c.c.): parti con i loro dati, immobile e dati catastali, uso convenuto, consegna, durata determinata o a richiesta con la data di scadenza calcolata, restituzione anticipata, spese, deposito, registrazione e foro.',
  categoryName: 'Locazioni',
  price: 25,
  min_time: 8,
  max_time: 15,
  min_questions: 13,
  max_questions: 17,
  questions: comodatoQuestions,
  source: comodatoSource,
};
