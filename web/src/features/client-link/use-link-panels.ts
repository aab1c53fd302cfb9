import { useState } from 'react';
import type { Contract } from '@redigo/shared/domain/contract';
import { useToast } from '../../components/ui/toast';
import { errorMessageOf } from '../../lib/api-error';
import { clearNewContract, getNewContract } from '../questionnaire';
import { revokeClientLink, useClientLink, useOfferedQuestions } from './api/client-link-api';

/**
 * The state of a draft's client data: its latest link, the questions on offer, the request shown on demand, and
 * what a link sent, revoked or reviewed changes (the link read again, a toast, the draft read again).
 */
export const useLinkPanels = (contract: Contract, onDraftChanged: () => void) => {
  const toast = useToast();
  const { data: link, error, mutate } = useClientLink(contract.id);
  const { data: questions } = useOfferedQuestions(contract.id);
  const [asking, setAsking] = useState(false);
  const [revoking, setRevoking] = useState(false);

  const sent = (email: string) => {
    toast.success(`Link inviato a ${email}: quando il cliente invia i dati li trovi qui.`);
    setAsking(false);
    void mutate();
  };
  const revoke = async () => {
    setRevoking(true);
    try {
      await revokeClientLink(contract.id);
      toast.success('Link ritirato: il cliente non può più usarlo.');
      await mutate();
    } catch (caught) {
      toast.error(errorMessageOf(caught));
    } finally {
      setRevoking(false);
    }
  };
  const applied = (decided: number) => {
    toast.success(decided === 1 ? 'Decisione applicata alla bozza' : 'Decisioni applicate alla bozza');
    // The questionnaire's copy of this draft in the tab is older than the review: it must not save over it.
    if (getNewContract()?.id === contract.id) clearNewContract();
    void mutate();
    onDraftChanged();
  };
  const questionText = (variable: string) =>
    questions?.find((question) => question.variable === variable)?.question ?? variable;

  return {
    link,
    error,
    questions: questions ?? [],
    asking,
    revoking,
    ask: () => setAsking(true),
    sent,
    revoke,
    applied,
    questionText,
  };
};
