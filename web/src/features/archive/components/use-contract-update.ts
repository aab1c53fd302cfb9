import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { Contract } from '@redigo/shared/domain/contract';
import type { Template } from '@redigo/shared/domain/template';
import { totalCentsWithVat } from '@redigo/shared/money';
import { paths } from '@redigo/shared/paths';
import { useToast } from '../../../components/ui/toast';
import { apiData } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/api-error';
import { startUpdate } from '../../questionnaire';

/**
 * The detail's update of a contract whose template has a newer version: the price the updated document costs when
 * the update is not free (the template's as lawyers buy it now, VAT included), and «Aggiorna alla versione N», which
 * makes the new draft (POST /contract/{id}/update) and opens it where the first new question is (its summary when
 * none is).
 */
export const useContractUpdate = (contract: Contract) => {
  const navigate = useNavigate();
  const toast = useToast();
  const [starting, setStarting] = useState(false);
  const { data: template } = useSWR(
    contract.update && !contract.update.free ? ['GET /template/{id}', contract.type] : null,
    () => apiData<Template>({ method: 'GET', route: '/template/{id}', params: { id: contract.type } }),
  );

  const start = async () => {
    setStarting(true);
    try {
      const draft = await startUpdate(contract);
      void navigate(draft.finished ? paths.summary : paths.survey);
    } catch (error) {
      toast.error(errorMessageOf(error));
      setStarting(false);
    }
  };

  return {
    starting,
    start,
    /** The updated document's price, VAT included, in cents; undefined for a free update or until it is read. */
    priceCents: template ? totalCentsWithVat(template.price) : undefined,
  };
};
