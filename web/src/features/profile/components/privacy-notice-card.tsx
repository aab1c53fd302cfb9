import { useState } from 'react';
import { CLIENT_LINK_LIMITS } from '@redigo/shared/domain/client-link';
import { privacyNoticeSchema } from '@redigo/shared/schemas/client-links';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { Loader } from '../../../components/ui/feedback';
import { FocusFirstError } from '../../../components/ui/focus-first-error';
import { NotificationCard } from '../../../components/ui/notification-card';
import { SchemaForm, SubmitButton, useSubmitError } from '../../../components/ui/schema-form';
import { errorMessageOf } from '../../../lib/api-error';
import { savePrivacyNotice, usePrivacyNotice } from '../api/profile-api';
import { profileMessages } from './profile-messages';

/**
 * The informativa (art. 13 GDPR) the lawyer's clients read before typing their data (docs/api.md, "The client's
 * data by link"): the one written from the account and billing data, kept as it is, or the lawyer's own.
 */
export const PrivacyNoticeCard = ({ userId }: { userId: string }) => {
  const { data: notice, error, mutate } = usePrivacyNotice(userId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { error: saveError, catching } = useSubmitError();
  const save = catching(async ({ text }: { text: string }) => {
    await savePrivacyNotice(userId, text.trim());
    await mutate();
    setEditing(false);
    setSaved(true);
  });
  const body = error ? (
    <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>
  ) : !notice ? (
    <Loader label="Caricamento dell'informativa..." />
  ) : editing ? (
    <SchemaForm
      initialValues={{ text: notice.text }}
      schema={privacyNoticeSchema}
      onSubmit={save}
      className="stack"
    >
      <FocusFirstError />
      <TextAreaField
        name="text"
        label="Testo dell'informativa"
        hint={`Testo semplice, al massimo ${CLIENT_LINK_LIMITS.privacyNoticeMaxLength.toLocaleString('it-IT')} caratteri; una riga vuota separa i paragrafi.`}
        rows={14}
      />
      {saveError && <NotificationCard variant="error">{saveError}</NotificationCard>}
      <div className="row">
        <SubmitButton size="sm">Salva</SubmitButton>
        <Button variant="transparent" size="sm" onClick={() => setEditing(false)}>
          Annulla
        </Button>
      </div>
    </SchemaForm>
  ) : (
    <div className="stack">
      <p className="profile__note">
        {notice.default
          ? "È l'informativa scritta per te dai dati del tuo account e di fatturazione: puoi tenerla così o scriverne una tua."
          : 'È la tua informativa: i clienti la leggono così come l’hai scritta.'}
      </p>
      {/* Focusable, as a region that scrolls must be for the keyboard. */}
      <div className="profile__notice" role="region" aria-label="Testo dell'informativa" tabIndex={0}>
        {notice.text}
      </div>
      {saved && <NotificationCard variant="success">{profileMessages.saved}</NotificationCard>}
      <div className="row">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {notice.default ? 'Scrivi la tua informativa' : 'Modifica'}
        </Button>
      </div>
    </div>
  );
  return (
    <Card title="Informativa sulla privacy per i clienti">
      <p className="profile__note">
        I clienti a cui chiedi i dati di un contratto la leggono prima di inserirli.
      </p>
      {body}
    </Card>
  );
};
