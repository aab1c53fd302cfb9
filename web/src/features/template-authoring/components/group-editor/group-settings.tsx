import { useId } from 'react';
import { GROUP_LIMITS, type GroupQuestion } from '@redigo/shared/domain/question';
import { InputField } from '../../../../components/ui/form-fields';

interface GroupSettingsProps {
  group: GroupQuestion;
  onChange: (group: GroupQuestion) => void;
}

/** One labelled input of the group's settings. */
const Setting = ({
  label,
  hint,
  value,
  onChange,
  numeric = false,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  numeric?: boolean;
}) => {
  const id = useId();
  return (
    <InputField
      id={id}
      label={label}
      hint={hint}
      value={value}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
};

const count = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The group's text, key, the name of one item and how many items it takes. */
export const GroupSettings = ({ group, onChange }: GroupSettingsProps) => (
  <div className="stack">
    <Setting
      label="Testo della domanda"
      value={group.question}
      onChange={(question) => onChange({ ...group, question })}
    />
    <Setting
      label="Chiave"
      value={group.variable}
      hint={`Nei documenti il ciclo è {#${group.variable || 'chiave'}}...{/${group.variable || 'chiave'}}.`}
      onChange={(variable) => onChange({ ...group, variable })}
    />
    <Setting
      label="Nome di un elemento"
      value={group.item_label}
      hint={`Al singolare, con l'iniziale maiuscola: «Locatore», «Immobile» (al massimo ${GROUP_LIMITS.itemLabelLength} caratteri).`}
      onChange={(item_label) => onChange({ ...group, item_label })}
    />
    <div className="row">
      <Setting
        label="Numero minimo di elementi"
        numeric
        value={Number.isNaN(group.min_items) ? '' : String(group.min_items)}
        onChange={(text) => onChange({ ...group, min_items: count(text) })}
      />
      <Setting
        label="Numero massimo di elementi"
        numeric
        hint={`Da 1 a ${GROUP_LIMITS.maxItems}.`}
        value={Number.isNaN(group.max_items) ? '' : String(group.max_items)}
        onChange={(text) => onChange({ ...group, max_items: count(text) })}
      />
    </div>
  </div>
);
