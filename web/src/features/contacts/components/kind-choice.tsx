import { CONTACT_KIND_LABELS, CONTACT_KINDS, type ContactKind } from '@redigo/shared/domain/contact';
import { RadioCard } from '../../../components/ui/radio-card';

const DESCRIPTIONS: Record<ContactKind, string> = {
  persona_fisica: 'Una persona: cliente, controparte, erede.',
  persona_giuridica: 'Una società o un ente, con il suo legale rappresentante.',
};

/** The choice of a new contact's kind: two radio cards, arrows move between them. */
export const KindChoice = ({
  value,
  onChange,
}: {
  value: ContactKind;
  onChange: (kind: ContactKind) => void;
}) => (
  <fieldset className="kind-choice">
    <legend className="contact-form__legend">Tipo di contatto</legend>
    <div className="kind-choice__options">
      {CONTACT_KINDS.map((kind) => (
        <RadioCard
          key={kind}
          className="kind-choice__option"
          name="kind"
          value={kind}
          checked={value === kind}
          onChange={() => onChange(kind)}
          title={CONTACT_KIND_LABELS[kind]}
          description={DESCRIPTIONS[kind]}
        />
      ))}
    </div>
  </fieldset>
);
