import type { DroppedAnswer } from '../domain/contract-copy';
import type { DropReason } from '../questionnaire/carried-answers';

/** Why an answer was not carried over, in Italian, for «Non riportate: “…” (…)». */
export const DROP_REASON_TEXTS: Readonly<Record<DropReason, string>> = {
  removed: 'la domanda non c’è più',
  changed: 'la domanda è cambiata',
  option_removed: 'una delle risposte scelte non è più prevista',
  not_asked: 'con le altre risposte la domanda non viene più posta',
};

/** Italian messages of «Nuovo da questo» (POST /contract/{id}/copy). */
export const contractCopyMessages = {
  templateUnavailable:
    'Il modello di questo documento è stato sospeso o eliminato: non si può creare un nuovo documento da questo.',
  /** The banner over the questionnaire of a copy: every answer left behind and why. */
  notCarried: (dropped: Pick<DroppedAnswer, 'question' | 'reason'>[]) =>
    `Non riportate: ${dropped.map(({ question, reason }) => `“${question}” (${DROP_REASON_TEXTS[reason]})`).join('; ')}.`,
  allCarried: 'Tutte le risposte del documento originale sono state riportate.',
} as const;
