import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminMessages } from '@redigo/shared/messages/admin';
import { paths } from '@redigo/shared/paths';
import { deleteUnusedMasterFiles } from '../api/master-files-api';
import type { MasterAction } from '../components/master-form/master-actions';
import { moveAt } from '../components/question-order/question-order';
import { messagesByRule } from '../components/rules-editor/rule-problems';
import { useMasterSave } from '../components/master-form/use-master-save';
import { clearDraft, updateDraft, useDraft } from '../stores/template-draft-store';
import type { QuestionRouteState } from './upload-questions-page';

/** Said by the save buttons when the server refused some rules: their problems show by each rule. */
const RULES_REFUSED =
  'Alcune regole non sono valide: i problemi sono indicati accanto a ciascuna, nella sezione «Regole».';

/**
 * The state of the master's form: the draft, its save (which button submitted it, the server's problems by rule
 * and the others, the release notes asked for), the questions' list, and «Svuota il modulo» once confirmed.
 */
export const useMasterPage = () => {
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
  const submit = async () => {
    if (action.current !== 'questions') return void (await save({ stay: action.current === 'keep' }));
    const saved = await save({ stay: true, stayMessage: adminMessages.templateSavedForQuestions });
    if (saved) openQuestion({ index: 0 });
  };
  /** A save button pressed: the form submits with what that button asks. */
  const submitWith = (next: MasterAction, submitForm: () => Promise<unknown>) => {
    action.current = next;
    void submitForm();
  };
  const questions = {
    add: () => openQuestion({ index: draft.json_questions.length }),
    edit: (index: number) => openQuestion({ index, question: draft.json_questions[index] }),
    move: (index: number, by: -1 | 1) =>
      updateDraft({ json_questions: moveAt(draft.json_questions, index, by) }),
    remove: (index: number) =>
      updateDraft({ json_questions: draft.json_questions.filter((_, i) => i !== index) }),
  };
  const serverMessages =
    saveProblems.byRule.size > 0 ? [...saveProblems.others, RULES_REFUSED] : saveProblems.others;

  return {
    draft,
    saving,
    notes,
    ruleProblems: saveProblems.byRule,
    serverMessages,
    formKey,
    resetting,
    setResetting,
    reset,
    submit,
    submitWith,
    questions,
  };
};
