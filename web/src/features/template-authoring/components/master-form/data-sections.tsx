import { Card } from '../../../../components/ui/card';
import { TextAreaField } from '../../../../components/ui/choice-fields';
import { TextField } from '../../../../components/ui/form-fields';
import { CategoryField } from './category-field';

/** 'Dati generali': title, category and description. */
export const GeneralSection = ({ preselectFirst }: { preselectFirst: boolean }) => (
  <Card title="Dati generali">
    <div className="form-grid">
      <TextField name="name" label="Titolo" />
      <CategoryField preselectFirst={preselectFirst} />
      <div className="form-grid__wide">
        <TextAreaField name="description" label="Descrizione" rows={3} />
      </div>
    </div>
  </Card>
);

/** 'Dati documento': the range of questions asked and of minutes the questionnaire takes. */
export const DocumentDataSection = () => (
  <Card title="Dati documento">
    <div className="form-grid form-grid--four">
      <TextField name="min_questions" label="Domande (minimo)" inputMode="numeric" />
      <TextField name="max_questions" label="Domande (massimo)" inputMode="numeric" />
      <TextField name="min_time" label="Minuti di compilazione (minimo)" inputMode="numeric" />
      <TextField name="max_time" label="Minuti di compilazione (massimo)" inputMode="numeric" />
    </div>
  </Card>
);

/** The payment: the price without VAT and the Stripe payment link. */
export const PaymentSection = () => (
  <Card title="Pagamento">
    <div className="form-grid">
      <TextField
        name="price"
        label="Prezzo in euro (IVA esclusa)"
        inputMode="decimal"
        hint="Per esempio 49,90"
      />
      <TextField
        name="stripe_url"
        label="Link di pagamento Stripe"
        type="url"
        inputMode="url"
        hint="Il Payment Link di Stripe del master, per esempio https://buy.stripe.com/..."
      />
    </div>
  </Card>
);
