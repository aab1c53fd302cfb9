import type { User } from '@redigo/shared/domain/user';
import {
  FIRM_TAG_LABELS,
  FIRM_TAG_NAMES,
  firmData,
  missingFirmTags,
  type FirmPart,
} from '@redigo/shared/domain/firm';
import { useBilling } from '../../../components/invoices/invoice-api';
import { Card } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { product, supportSubjects } from '@redigo/shared/product';
import { supportMailto } from '../../../lib/support';

/** Where the profile's billing card is, for the link that asks to complete the data. */
export const BILLING_ANCHOR = 'dati-di-fatturazione';

const valueOf = (firm: ReturnType<typeof firmData>, tag: string): string => {
  const [part, field] = tag.split('.') as [FirmPart, string];
  return (firm[part] as Record<string, string>)[field] ?? '';
};

/**
 * «Dati nei documenti»: the firm's data as the documents bought will write them (shared/src/domain/firm.ts), each
 * beside its tag, with what is missing said and how to complete it.
 */
export const FirmDataCard = ({ user }: { user: User }) => {
  const { data: billing, isLoading } = useBilling(user.id);
  const firm = firmData(user, billing ?? undefined);
  const missing = missingFirmTags(firm);
  const accountMissing = missing.some((tag) => tag.startsWith('avvocato.'));
  const billingMissing = missing.some((tag) => tag.startsWith('studio.'));
  return (
    <Card title="Dati nei documenti" className="firm-data">
      <p className="profile__note">
        I modelli che li prevedono scrivono questi dati senza chiederli, così come sono al momento
        dell’acquisto.
      </p>
      {isLoading ? (
        <Loader label="Caricamento dei dati..." />
      ) : (
        <dl className="profile__data firm-data__list">
          {FIRM_TAG_NAMES.map((tag) => {
            const value = valueOf(firm, tag);
            return (
              <div key={tag}>
                <dt>
                  {FIRM_TAG_LABELS[tag]} <code className="firm-data__tag">{`{${tag}}`}</code>
                </dt>
                <dd className={value ? undefined : 'firm-data__missing'}>{value || 'Non indicato'}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {!isLoading && billingMissing && (
        <p className="profile__note">
          Mancano i dati dello studio: <a href={`#${BILLING_ANCHOR}`}>completa i dati di fatturazione</a>.
        </p>
      )}
      {!isLoading && accountMissing && (
        <p className="profile__note">
          Codice fiscale e Ordine di iscrizione sono quelli indicati all’iscrizione: per aggiungerli scrivi al
          supporto: <a href={supportMailto(supportSubjects.barRegistration)}>{product.supportEmail}</a>
        </p>
      )}
    </Card>
  );
};
