import { Form, Formik, useFormikContext } from 'formik';
import { useId } from 'react';
import type { ReleaseNotes } from '@redigo/shared/domain/template-versions';
import { releaseNotesFormSchema } from '@redigo/shared/schemas/release-notes';
import { Button } from '../../../../components/ui/button';
import { FocusFirstError } from '../../../../components/ui/focus-first-error';
import { Modal } from '../../../../components/ui/modal';
import { NotificationCard } from '../../../../components/ui/notification-card';
import { emptyReleaseNotes, type ReleaseNotesValues } from './release-notes-form';
import { ReleaseNotesFields } from './release-notes-fields';
import { useReleaseNotesSubmit } from './use-release-notes-submit';
import './release-notes.css';

interface ReleaseNotesDialogProps {
  open: boolean;
  /** The dialog's title: which version of which template is being published. */
  title: string;
  /** The button that sends the notes («Pubblica la versione 3», «Salva e pubblica»). */
  confirmLabel: string;
  /**
   * Publishes with the notes. A RELEASE_NOTES_REQUIRED refusal shows each problem by its field and keeps the dialog
   * open; any other failure shows its message in the dialog, unless the caller closes it.
   */
  onPublish: (notes: ReleaseNotes) => Promise<void>;
  onCancel: () => void;
}

/**
 * The release notes a version after the first is published with (docs/api.md, "Release notes"): the motivo as a
 * choice, the nota a lawyer reads (10–1,000 characters, line breaks allowed) and the provision the change follows
 * (required for a change of law); checked as the server checks them, and the server's refusals shown by field.
 */
export const ReleaseNotesDialog = ({ open, ...rest }: ReleaseNotesDialogProps) =>
  // Mounted afresh at each opening: no value nor failure of an earlier one stays.
  open ? <OpenReleaseNotesDialog {...rest} /> : null;

const OpenReleaseNotesDialog = ({
  title,
  confirmLabel,
  onPublish,
  onCancel,
}: Omit<ReleaseNotesDialogProps, 'open'>) => {
  const formId = useId();
  const { failure, submit } = useReleaseNotesSubmit(onPublish);

  // Formik around the dialog, so that the footer's button knows when the form is being sent.
  return (
    <Formik<ReleaseNotesValues>
      initialValues={emptyReleaseNotes()}
      validationSchema={releaseNotesFormSchema}
      onSubmit={submit}
    >
      <Modal
        open
        title={title}
        onClose={onCancel}
        size="large"
        footer={
          <>
            <Button variant="outline" size="sm" onClick={onCancel}>
              Annulla
            </Button>
            <SubmitFor formId={formId}>{confirmLabel}</SubmitFor>
          </>
        }
      >
        <Form id={formId} className="release-notes stack" noValidate>
          <FocusFirstError />
          <ReleaseNotesFields />
          {failure.map((message) => (
            <NotificationCard key={message} variant="error">
              {message}
            </NotificationCard>
          ))}
        </Form>
      </Modal>
    </Formik>
  );
};

/** The footer's submit button: outside the form in the page, tied to it by `form`, busy while it is sent. */
const SubmitFor = ({ formId, children }: { formId: string; children: string }) => {
  const { isSubmitting } = useFormikContext();
  return (
    <Button size="sm" type="submit" form={formId} loading={isSubmitting}>
      {children}
    </Button>
  );
};
