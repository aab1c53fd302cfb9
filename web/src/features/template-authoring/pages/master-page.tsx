import { Form } from 'formik';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminMessages } from '@redigo/shared/messages/admin';
import { paths } from '@redigo/shared/paths';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { deleteUnusedMasterFiles } from '../api/master-files-api';
import { DocumentDataSection, GeneralSection, PaymentSection } from '../components/master-form/data-sections';
import { DraftFormik } from '../components/master-form/draft-formik';
import { FilesSection } from '../components/master-form/files-section';
import { FocusFirstError } from '../../../components/ui/focus-first-error';
import { MasterActions, type MasterAction } from '../components/master-form/master-actions';
import { QuestionsSection } from '../components/master-form/questions-section';
import { moveAt } from '../components/question-order/question-order';
import { TagPalette } from '../components/tag-palette/tag-palette';
import { PathVerificationPanel } from '../components/path-verification/path-verification-panel';
import { messagesByRule } from '../components/rules-editor/rule-problems';
import { RulesSection } from '../components/rules-editor/rules-section';
import { useMasterSave } from '../components/master-form/use-master-save';
import { ReleaseNotesDialog } from '../components/release-notes/release-notes-dialog';
import { ServerErrors } from '../components/server-errors';
import { clearDraft, updateDraft, useDraft } from '../stores/template-draft-store';
import type { QuestionRouteState } from './upload-questions-page';
import '../../../components/ui/staff.css';
import '../components/authoring.css';
import '../components/master-form/master-form.css';

/** Said by the save buttons when the server refused some rules: their problems show by each rule. */
const RULES_REFUSED =
  'Alcune regole non sono valide: i problemi sono indicati accanto a ciascuna, nella sezione «Regole».';

/** Said while editing a published template: changing what a document depends on publishes a new version. */
const PUBLISHED_NOTE =
  ' Il master è pubblicato: se cambi domande o documenti, il salvataggio pubblica una nuova versione e ti chiede le note di rilascio per gli avvocati.';

/** MASTER: the form that creates a template or edits the one chosen with Modifica. */
export const MasterPage = () => {
  const draft = useDraft();
  const navigate = useNavigate();
  const { save, errors, saving, notes } = useMasterSave();
  const saveProblems = messagesByRule(errors);
  const [formKey, setFormKey] = useState(0);
  const [resetting, setResetting] = useState(false);
  const action = useRef<MasterAction>('save');

  const openQuestion = (state: QuestionRouteState) => navigate(paths.uploadQuestions, { state });
  const reset = () => {
    deleteUnusedMasterFiles(clearDraft());
    setFormKey((key) => key + 1);
    setResetting(false);
  };

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
      <DraftFormik
        key={formKey}
        onSubmit={async () => {
          if (action.current !== 'questions') return void (await save({ stay: action.current === 'keep' }));
          const saved = await save({ stay: true, stayMessage: adminMessages.templateSavedForQuestions });
          if (saved) openQuestion({ index: 0 });
        }}
      >
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
              onAdd={() => openQuestion({ index: draft.json_questions.length })}
              onEdit={(index) => openQuestion({ index, question: draft.json_questions[index] })}
              onMove={(index, by) => updateDraft({ json_questions: moveAt(draft.json_questions, index, by) })}
              onDelete={(index) =>
                updateDraft({ json_questions: draft.json_questions.filter((_, i) => i !== index) })
              }
            />
            <RulesSection questions={draft.json_questions} serverProblems={saveProblems.byRule} />
            <TagPalette questions={draft.json_questions} />
            {draft.id && (
              <PathVerificationPanel
                templateId={draft.id}
                note="Genera il master e l’anteprima per ogni combinazione di risposte della versione salvata: salva prima le modifiche. La pubblicazione esegue la stessa verifica."
              />
            )}
            <ServerErrors
              messages={
                saveProblems.byRule.size > 0 ? [...saveProblems.others, RULES_REFUSED] : saveProblems.others
              }
            />
            <MasterActions
              hasQuestions={draft.json_questions.length > 0}
              saving={saving}
              onSubmit={(next) => {
                action.current = next;
                void submitForm();
              }}
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
        onConfirm={reset}
        onCancel={() => setResetting(false)}
      >
        <p>
          Dati, documenti scelti e domande di questo modulo andranno persi. Un master già salvato resta com'è.
        </p>
      </ConfirmDialog>
    </>
  );
};
