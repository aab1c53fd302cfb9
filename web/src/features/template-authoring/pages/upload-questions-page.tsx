import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isGroup, type GroupQuestion, type Question } from '@redigo/shared/domain/question';
import { partyGroup } from '@redigo/shared/questionnaire/party-preset';
import { Button } from '../../../components/ui/button';
import { paths } from '@redigo/shared/paths';
import { PageHeader } from '../../../components/ui/card';
import { GroupEditor } from '../components/group-editor/group-editor';
import { placeQuestion } from '../components/question-editor/question-mapping';
import { QuestionEditor } from '../components/question-editor/question-editor';
import { updateDraft, useDraft } from '../stores/template-draft-store';

/** What the master form passes when it opens a question: its position and, to edit it, the question. */
export interface QuestionRouteState {
  index: number;
  question?: Question;
}

/** A key not yet taken: `base`, else `base_2`, `base_3`... */
const freeKey = (questions: Question[], base: string): string => {
  const taken = new Set(questions.map((question) => question.variable));
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
  return key;
};

/** A new group with nothing in it yet: the author names it and adds its fields. */
const emptyGroup = (questions: Question[]): GroupQuestion => ({
  ...partyPreset(questions),
  variable: freeKey(questions, 'elementi'),
  question: '',
  item_label: '',
  fields: [],
});

/** «Parte (persona fisica o giuridica)»: the shared preset, named for the parties of a contract. */
const partyPreset = (questions: Question[]): GroupQuestion =>
  partyGroup({ variable: freeKey(questions, 'parti'), question: 'Chi sono le parti?', item_label: 'Parte' });

/** UPLOAD_QUESTIONS: one question of the draft template, new or edited, then back to the master form. */
export const UploadQuestionsPage = () => {
  const navigate = useNavigate();
  const draft = useDraft();
  const state = useLocation().state as QuestionRouteState | null;
  const questions = draft.json_questions;
  const index = Math.min(Math.max(state?.index ?? questions.length, 0), questions.length);
  const [started, setStarted] = useState<GroupQuestion | null>(null);
  const question = started ?? state?.question ?? questions[index];

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
      {!question && (
        <div className="row" role="group" aria-label="Nuova domanda da modello">
          <Button variant="outline" size="sm" onClick={() => setStarted(emptyGroup(questions))}>
            Nuovo gruppo (elenco di elementi)
          </Button>
          <Button variant="outline" size="sm" onClick={() => setStarted(partyPreset(questions))}>
            Parte (persona fisica o giuridica)
          </Button>
        </div>
      )}
      {question && isGroup(question) ? (
        <GroupEditor
          key={`${index}-${question.variable}`}
          group={question}
          questions={questions}
          index={index}
          onSave={save}
          onCancel={() => navigate(paths.master)}
        />
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
