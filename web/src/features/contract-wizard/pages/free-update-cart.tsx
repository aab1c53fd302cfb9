import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getHref } from '@redigo/shared/paths';
import {
  clearNewContract,
  markUpdateNotFree,
  turnLeavePromptOff,
  type NewContract,
  type UpdatingContract,
} from '../../questionnaire';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { claimFreeUpdate } from '../api/contract-api';
import { CartLayout, CartLine } from '../components/cart-layout';

const FREE_UPDATE_LABEL = 'Ottieni l’aggiornamento gratuito';

/**
 * The cart of a free update (docs/api.md, POST /contract/{id}/claim-update): nothing to pay and no invoice, one
 * button that claims it and opens the updated document. Should the server find it is not free after all (402), the
 * compilation goes on to the ordinary cart with the server's message.
 */
export const FreeUpdateCart = ({
  contract,
  updating,
}: {
  contract: NewContract & { id: string };
  updating: UpdatingContract;
}) => {
  const navigate = useNavigate();
  const [claiming, setClaiming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const claim = async () => {
    setClaiming(true);
    setFailure(null);
    turnLeavePromptOff();
    try {
      await claimFreeUpdate(contract.id);
      clearNewContract();
      navigate(getHref('documentDetail', { id: contract.id }), { replace: true });
    } catch (error) {
      setClaiming(false);
      setFailure(errorMessageOf(error));
      if (error instanceof ApiError && error.code === 'UPDATE_NOT_FREE') markUpdateNotFree();
    }
  };

  return (
    <CartLayout
      failure={failure}
      label="Aggiornamento gratuito"
      title={contract.title}
      about={
        <>
          Versione {updating.version} del documento «{updating.originalName}». L’aggiornamento recepisce una
          modifica normativa o una correzione del modello pubblicata entro un anno dal tuo acquisto: non si
          paga e non dà luogo a fattura.
        </>
      }
      lines={<CartLine term="Totale" cents={0} total />}
    >
      <Button block className="cart__claim" onClick={() => void claim()} loading={claiming}>
        {FREE_UPDATE_LABEL}
      </Button>
      <p className="cart__note">
        Il documento aggiornato resterà nel tuo archivio accanto all’originale, che non cambia.
      </p>
    </CartLayout>
  );
};
