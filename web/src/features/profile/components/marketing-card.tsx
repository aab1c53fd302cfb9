import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { NotificationCard } from '../../../components/ui/notification-card';
import { newsletterSchema, type NewsletterForm } from '../../../lib/schemas/profile';
import { getStoredUser, setStoredUser } from '../../../lib/storage';
import { updateNewsletter } from '../api/profile-api';
import { PROFILE_USER_REFRESH_MS, profileMessages } from './profile-messages';

interface MarketingCardProps {
  userId: string;
  newsletter: boolean;
  onSaved: () => void;
}

type Feedback = { kind: 'success' | 'error'; text: string } | null;

/** The newsletter consent: read-only until 'Modifica', saved with 'Salva'. */
export const MarketingCard = ({ userId, newsletter, onSaved }: MarketingCardProps) => {
  const [editing, setEditing] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = async (values: NewsletterForm, helpers: FormikHelpers<NewsletterForm>) => {
    setFeedback(null);
    try {
      await updateNewsletter(userId, values.newsletter);
      setFeedback({ kind: 'success', text: profileMessages.saved });
      setEditing(false);
      onSaved();
      timer.current = window.setTimeout(() => {
        const stored = getStoredUser();
        if (stored) setStoredUser({ ...stored, newsletter: values.newsletter });
      }, PROFILE_USER_REFRESH_MS);
    } catch {
      setFeedback({ kind: 'error', text: profileMessages.saveFailed });
      helpers.resetForm();
      setEditing(false);
    }
  };

  return (
    <Card title="Consenso marketing">
      <Formik
        initialValues={{ newsletter }}
        validationSchema={newsletterSchema}
        onSubmit={save}
        enableReinitialize
      >
        {({ isSubmitting, resetForm }) => (
          <Form className="stack" noValidate>
            <CheckboxField name="newsletter" disabled={!editing}>
              Desidero ricevere la newsletter e comunicazioni commerciali.
            </CheckboxField>
            {feedback && <NotificationCard variant={feedback.kind}>{feedback.text}</NotificationCard>}
            <div className="row">
              {/* Keyed apart: were 'Salva' the same element as the 'Modifica' just clicked, the browser would
                  submit the form as the click ends, saving before anything was changed. */}
              {editing ? (
                <>
                  <Button key="save" type="submit" size="sm" loading={isSubmitting}>
                    Salva
                  </Button>
                  <Button
                    variant="transparent"
                    size="sm"
                    onClick={() => {
                      resetForm();
                      setEditing(false);
                    }}
                  >
                    Annulla
                  </Button>
                </>
              ) : (
                <Button
                  key="edit"
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setFeedback(null);
                    setEditing(true);
                  }}
                >
                  Modifica
                </Button>
              )}
            </div>
          </Form>
        )}
      </Formik>
    </Card>
  );
};
