import { BillingCard } from '../../../components/invoices/billing-card';
import { Card, PageHeader } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/use-current-user';
import { AccountCard } from '../components/account-card';
import { BILLING_ANCHOR, FirmDataCard } from '../components/firm-data-card';
import { MarketingCard } from '../components/marketing-card';
import { PrivacyNoticeCard } from '../components/privacy-notice-card';
import { capitalise } from '../components/profile-messages';
import '../components/profile.css';

export const ProfilePage = () => {
  const { data: user, error, mutate } = useCurrentUser();
  if (error) return <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>;
  if (!user) return <Loader label="Caricamento del profilo..." />;
  return (
    <>
      <PageHeader title="Profilo" subtitle="I tuoi dati, l'accesso e le preferenze di comunicazione." />
      <div className="profile">
        <Card title="Dati personali">
          <dl className="profile__data">
            <div>
              <dt>Nome</dt>
              <dd>{capitalise(user.name)}</dd>
            </div>
            <div>
              <dt>Cognome</dt>
              <dd>{capitalise(user.surname)}</dd>
            </div>
          </dl>
        </Card>
        <AccountCard pec={user.pec} />
        <div id={BILLING_ANCHOR} className="profile__anchor">
          <BillingCard userId={user.id} accountPec={user.pec} />
        </div>
        <FirmDataCard user={user} />
        <PrivacyNoticeCard userId={user.id} />
        <MarketingCard userId={user.id} newsletter={user.newsletter} onSaved={() => void mutate()} />
      </div>
    </>
  );
};
