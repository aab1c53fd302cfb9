import type { Contract } from '@redigo/shared/domain/contract';
import type { DroppedAnswer } from '@redigo/shared/domain/contract-copy';
import { contractCopyMessages } from '@redigo/shared/messages/contract-copy';
import { deriveDraft } from './derived-draft';
import type { NewContract, UpdatingContract } from './new-contract-store';
import { resumeDraft } from './replay-contract';

/** What POST /contract/{id}/update answers (docs/api.md): the new draft as a copy's, and whether it is free. */
interface UpdateDraft {
  id: string;
  kept: string[];
  dropped: string[];
  free: boolean;
  /** Why each dropped answer was left behind, when the server says it (as a copy does). */
  reasons?: DroppedAnswer[];
}

/** «1 risposta riportata», «3 risposte riportate». */
const carriedCount = (count: number): string =>
  count === 1 ? '1 risposta riportata' : `${count} risposte riportate`;

/** The banner over the update's questionnaire: what was carried over, what was left behind and why. */
const updateNotice = (updating: UpdatingContract, reasons: readonly DroppedAnswer[] = []): string =>
  [
    `Aggiornamento alla versione ${updating.version}: ${carriedCount(Object.keys(updating.carried).length)} dal documento «${updating.originalName}».`,
    ...(reasons.length > 0 ? [contractCopyMessages.notCarried([...reasons])] : []),
    'Rispondi alle domande nuove: nel riepilogo potrai rivedere e modificare anche le risposte riportate.',
  ].join(' ');

/**
 * «Aggiorna alla versione N»: the server makes a new draft on the template's published version with the original's
 * answers that still fit (POST /contract/{id}/update), and the questionnaire opens on it where the first answer is
 * missing, so that only what is new is asked; the compilation remembers it is an update (the summary and the cart
 * say so).
 */
export const startUpdate = async (original: Contract): Promise<NewContract> => {
  const { made, created } = await deriveDraft<UpdateDraft>(original, '/contract/{id}/update');
  const updating: UpdatingContract = {
    originalId: original.id,
    originalName: original.name || original.title,
    version: created.template_version ?? original.update?.version ?? 0,
    free: made.free,
    carried: Object.fromEntries(
      made.kept.flatMap((variable) => {
        const answer = created.answers[variable];
        return answer === undefined ? [] : [[variable, answer]];
      }),
    ),
  };
  return resumeDraft(created, updateNotice(updating, made.reasons), updating);
};
