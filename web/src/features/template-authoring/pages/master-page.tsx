import { Form } from 'formik';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DocumentDataSection, GeneralSection, PaymentSection } from '../components/master-form/data-sections';
import { DraftFormik } from '../components/master-form/draft-formik';
import { FilesSection } from '../components/master-form/files-section';
import { FocusFirstError } from '../../../components/ui/focus-first-error';
import { MasterActions } from '../components/master-form/master-actions';
import { QuestionsSection } from '../components/master-form/questions-section';
import { TagPalette } from '../components/tag-palette/tag-palette';
import { PathVerificationPanel } from '../components/path-verification/path-verification-panel';
import { RulesSection } from '../components/rules-editor/rules-section';
import { ReleaseNotesDialog } from '../components/release-notes/release-notes-dialog';
import { ServerErrors } from '../components/server-errors';
import { useMasterPage } from './use-master-page';
import '../../../components/ui/staff.css';
import '../components/authoring.css';
import '../components/master-form/master-form.css';

/** Said while editing a published template: changing what a document depends on publishes a new version. */
const PUBLISHED_NOTE =
  ' Il master è pubblicato: se cambi domande o documenti, il salvataggio pubblica una nuova versione e ti chiede le note di rilascio per gli avvocati.';

/** MASTER: the form that creates a template or edits the one chosen with Modifica. */
export const MasterPage = () => {
  const { draft, saving, notes, questions, resetting, setResetting, ...page } = useMasterPage();

  return (
    <>
      <PageHeader
        title={draft.id ? 'Modifica master' : 'Nuovo master'}
        subtitle={
          draft.id
            ? `Stai modificando «${draft.name}». I documenti già generati restano come sono.${draft.published ? PUBLISHED_NOTE : ''}`
            : 'Compila i dati, carica i documenti e scrivi le domande del questionario.'
        }
        actions={
          <Button variant="outline" size="sm" onClick={() => setResetting(true)}>
            Svuota il modulo
          </Button>
        }
      />
      <DraftFormik key={page.formKey} onSubmit={page.submit}>
        {({ submitForm }) => (
          <Form className="master stack" noValidate>
            <FocusFirstError />
            <GeneralSection preselectFirst={!draft.id} />
            <DocumentDataSection />
            <PaymentSection />
            <FilesSection draft={draft} />
            <QuestionsSection
              questions={draft.json_questions}
              check={draft.check?.result ?? null}
              onAdd={questions.add}
              onEdit={questions.edit}
              onMove={questions.move}
              onDelete={questions.remove}
            />
            <RulesSection questions={draft.json_questions} serverProblems={page.ruleProblems} />
            <TagPalette questions={draft.json_questions} />
            {draft.id && (
              <PathVerificationPanel
                templateId={draft.id}
                note="Genera il master e l’anteprima per ogni combinazione di risposte della versione salvata: salva prima le modifiche. La pubblicazione esegue la stessa verifica."
              />
            )}
            <ServerErrors messages={page.serverMessages} />
            <MasterActions
              hasQuestions={draft.json_questions.length > 0}
              saving={saving}
              onSubmit={(next) => page.submitWith(next, submitForm)}
            />
          </Form>
        )}
      </DraftFormik>
      <ReleaseNotesDialog
        open={notes.asking}
        title={`Note di rilascio della nuova versione di «${draft.name}»`}
        confirmLabel="Salva e pubblica"
        onPublish={notes.publishWith}
        onCancel={notes.cancel}
      />
      <ConfirmDialog
        open={resetting}
        title="Svuotare il modulo?"
        confirmLabel="Svuota"
        onConfirm={page.reset}
        onCancel={() => setResetting(false)}
      >
        <p>
          Dati, documenti scelti e domande di questo modulo andranno persi. Un master già salvato resta com'è.
        </p>
      </ConfirmDialog>
    </>
  );
};
