import { useId, useRef, useState } from 'react';
import type { ClientForm } from '@redigo/shared/domain/client-link';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox-field';
import { ClientStep } from './client-step';
import { PrivacyText } from './privacy-text';
import { WhoAsks } from './who-asks';

const NOT_READ = 'Per continuare conferma di aver letto l’informativa sulla privacy.';

/**
 * The lawyer's informativa (art. 13 GDPR), before any question: read and acknowledged with a checkbox, then the
 * form. The acknowledgement goes with the answers when they are sent.
 */
export const PrivacyStep = ({ form, onRead }: { form: ClientForm; onRead: () => void }) => {
  const id = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const [read, setRead] = useState(false);
  const [problem, setProblem] = useState(false);
  const go = () => {
    if (read) onRead();
    else {
      setProblem(true);
      checkbox.current?.focus();
    }
  };
  return (
    <ClientStep title="Informativa sulla privacy" eyebrow={form.title}>
      <WhoAsks lawyer={form.lawyer} title={form.title} />
      <p>Prima di inserire i dati leggi come saranno usati e quali sono i tuoi diritti.</p>
      <PrivacyText text={form.privacy_notice} />
      <div className="field field--checkbox client-privacy__ack">
        <Checkbox
          ref={checkbox}
          id={`${id}-read`}
          checked={read}
          onChange={(event) => {
            setRead(event.target.checked);
            if (event.target.checked) setProblem(false);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        >
          Ho letto l’informativa sulla privacy
        </Checkbox>
        {problem && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {NOT_READ}
          </p>
        )}
      </div>
      <div className="client-step__actions">
        <Button className="client-step__main-action" onClick={go}>
          Continua
        </Button>
      </div>
    </ClientStep>
  );
};
