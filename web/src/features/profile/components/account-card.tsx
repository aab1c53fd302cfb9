import { useState } from 'react';
import { product, supportSubjects } from '@redigo/shared/product';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NotificationCard } from '../../../components/ui/notification-card';
import { supportMailto } from '../../../lib/support';
import { requestPasswordChange } from '../api/profile-api';
import { profileMessages } from './profile-messages';

type Request = 'idle' | 'sending' | 'sent' | 'failed';

/** The PEC (changed through support), the password change request and the account deletion request. */
export const AccountCard = ({ pec }: { pec: string }) => {
  const [request, setRequest] = useState<Request>('idle');
  const requestChange = async () => {
    setRequest('sending');
    try {
      await requestPasswordChange(pec);
      setRequest('sent');
    } catch {
      setRequest('failed');
    }
  };
  return (
    <Card title="Account">
      <dl className="profile__data">
        <div>
          <dt>PEC</dt>
          <dd className="account__pec">
            {/* The address wraps at the @ on a narrow screen, never in the middle of a word. */}
            {pec.split('@')[0]}
            <wbr />@{pec.split('@').slice(1).join('@')}
          </dd>
        </div>
      </dl>
      <p className="profile__note">
        Per modificare la PEC scrivi al supporto:{' '}
        <a href={supportMailto(supportSubjects.changePec)}>{product.supportEmail}</a>
      </p>
      <div className="profile__block">
        <h3 className="profile__subtitle">Password</h3>
        <p className="profile__note">Ti invieremo alla PEC un link per impostare una nuova password.</p>
        <Button
          variant="outline"
          size="sm"
          loading={request === 'sending'}
          onClick={() => void requestChange()}
        >
          Richiedi il cambio password
        </Button>
        {request === 'sent' && (
          <NotificationCard variant="success">
            Ti abbiamo inviato una PEC con il link per impostare una nuova password.
          </NotificationCard>
        )}
        {request === 'failed' && (
          <NotificationCard variant="error">
            {profileMessages.operationFailed} Scrivi a <a href={supportMailto()}>{product.supportEmail}</a>.
          </NotificationCard>
        )}
      </div>
      <div className="profile__block">
        <h3 className="profile__subtitle">Cancellazione dell'account</h3>
        <p className="profile__note">
          Per cancellare l'account scrivi al supporto:{' '}
          <a href={supportMailto(supportSubjects.deleteAccount)}>{product.supportEmail}</a>
        </p>
      </div>
    </Card>
  );
};
