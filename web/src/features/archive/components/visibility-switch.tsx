import { useId, useState } from 'react';
import { NotificationCard } from '../../../components/ui/notification-card';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import type { ContractVisibility } from '@redigo/shared/domain/studio';
import { setVisibility } from '../api/archive-api';
import { Checkbox } from '../../../components/ui/checkbox-field';

interface VisibilitySwitchProps {
  contractId: string;
  visibility: ContractVisibility;
  onChanged: () => void;
}

/**
 * The owner's switch between a document of the whole studio and a riservato one (PUT /contract/{id}/visibility): a
 * riservato document is seen by its owner alone, the titolare included.
 */
export const VisibilitySwitch = ({ contractId, visibility, onChanged }: VisibilitySwitchProps) => {
  const toast = useToast();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reserved = visibility === 'riservato';

  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await setVisibility(contractId, reserved ? 'studio' : 'riservato');
      toast.success(
        reserved ? 'Ora il documento è visibile allo studio.' : 'Ora il documento è riservato a te.',
      );
      onChanged();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
    setBusy(false);
  };

  return (
    <div className="visibility">
      <Checkbox
        id={id}
        role="switch"
        checked={reserved}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={() => void toggle()}
      >
        Riservato
      </Checkbox>
      <p id={`${id}-hint`} className="muted visibility__hint">
        {reserved
          ? 'Lo vedi solo tu: gli altri componenti dello studio, titolare compreso, non lo trovano nel loro archivio.'
          : 'Lo vedono tutti i componenti dello studio, che possono continuarlo e, se avvocati, acquistarlo.'}
      </p>
      {failure && <NotificationCard variant="error">{failure}</NotificationCard>}
    </div>
  );
};
