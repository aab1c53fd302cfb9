import { useLocation, useNavigate } from 'react-router-dom';
import { isGroup, type Question } from '@redigo/shared/domain/question';
import { paths } from '@redigo/shared/paths';
import { PageHeader } from '../../../components/ui/card';
import { NotificationCard } from '../../../components/ui/notification-card';
import { placeQuestion } from '../components/question-editor/question-mapping';
import { QuestionEditor } from '../components/question-editor/question-editor';
import { updateDraft, useDraft } from '../stores/template-draft-store';

/** What the master form passes when it opens a question: its position and, to edit it, the question. */
export interface QuestionRouteState {
  index: number;
  question?: Question;
}

/** UPLOAD_QUESTIONS: one question of the draft template, new or edited, then back to the master form. */
export const UploadQuestionsPage = () => {
  const navigate = useNavigate();
  const draft = useDraft();
  const state = useLocation().state as QuestionRouteState | null;
  const questions = draft.json_questions;
  const index = Math.min(Math.max(state?.index ?? questions.length, 0), questions.length);
  const question = state?.question ?? questions[index];

  const save = (saved: Question) => {
    updateDraft({ json_questions: placeQuestion(questions, index, saved) });
    navigate(paths.master);
  };

  return (
    <>
      <PageHeader
        title={`Domanda ${index + 1}`}
        subtitle={draft.name ? `Questionario del master «${draft.name}»` : 'Questionario del nuovo master'}
      />
      {question && isGroup(question) ? (
        <NotificationCard variant="info">
          Questa domanda è un gruppo: questo modulo non modifica ancora i gruppi, che restano come sono.
        </NotificationCard>
      ) : (
        <QuestionEditor
          key={index}
          question={question}
          earlier={questions.slice(0, index)}
          takenVariables={questions.filter((_, i) => i !== index).map((q) => q.variable)}
          onSave={save}
          onCancel={() => navigate(paths.master)}
        />
      )}
    </>
  );
};
