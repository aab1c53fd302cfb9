import type { ReleaseNotes } from '@redigo/shared/domain/template-versions';
import type { TemplateDefinition } from '../template-definition';
import { locazioneAbitativa } from './definition';

/** The canone's payment clause as the lease writes it now: a traceable means, the IBAN for a bank transfer. */
const TRACEABLE_PAYMENT =
  '2. Il pagamento avviene mediante {modalita_pagamento} a favore del Locatore{#modalita_pagamento == "bonifico bancario"} sul conto corrente con IBAN {iban}{/}, escluso in ogni caso l’uso del contante (art. 1, comma 50, della Legge 27 dicembre 2013, n. 147).';

/** The clause as leases were written before the rule: paid at the landlord's home, by any means. */
const PAYMENT_AT_HOME =
  '2. Il pagamento avviene presso il domicilio del Locatore o nel diverso luogo che questi indichi per iscritto.';

/** The questions the rule brought: the means of payment, and the IBAN for a bank transfer. */
const NEW_QUESTIONS = ['modalita_pagamento', 'iban'];

/** The lease's source with its payment clause as it was written before the rule. */
const firstSource = (source: string): string => {
  if (!source.includes(TRACEABLE_PAYMENT)) throw new Error('The lease no longer has the payment clause');
  return source.replace(TRACEABLE_PAYMENT, PAYMENT_AT_HOME);
};

/**
 * The lease's first version, as the local demo publishes it before the current one (README, «Aggiornamenti»): the
 * same lease, but the canone is paid at the landlord's home by any means, so that it asks neither the means of
 * payment nor the IBAN (one question fewer on every path, two on those of a bank transfer).
 */
export const locazioneFirstVersion: TemplateDefinition = {
  ...locazioneAbitativa,
  questions: locazioneAbitativa.questions.filter((question) => !NEW_QUESTIONS.includes(question.variable)),
  source: firstSource(locazioneAbitativa.source),
  min_questions: locazioneAbitativa.min_questions - 1,
  max_questions: locazioneAbitativa.max_questions - 2,
};

/**
 * The release notes the current lease is published with after its first version: a change of law, the ban on cash
 * for the rents of dwellings (art. 1, comma 50, L. 147/2013), told to the lawyer who bought the first version.
 */
export const LOCAZIONE_PAYMENT_NOTES: ReleaseNotes = {
  motivo: 'modifica_normativa',
  nota: [
    'I canoni di locazione di unità abitative si pagano, qualunque ne sia l’importo, con mezzi che escludono il contante e ne assicurano la tracciabilità, anche ai fini delle agevolazioni e detrazioni fiscali delle parti. Fanno eccezione solo gli alloggi di edilizia residenziale pubblica.',
    'Nell’articolo «Canone» il pagamento presso il domicilio del Locatore è sostituito dal mezzo di pagamento scelto (bonifico, assegno o altro mezzo tracciabile), con l’IBAN del Locatore per il bonifico, ed è escluso espressamente l’uso del contante.',
    'Aggiornando il documento rispondi solo alla domanda nuova sul mezzo di pagamento (e, per il bonifico, all’IBAN): le altre risposte restano quelle già date.',
  ].join('\n'),
  riferimento: 'art. 1, comma 50, L. 27 dicembre 2013, n. 147',
};
