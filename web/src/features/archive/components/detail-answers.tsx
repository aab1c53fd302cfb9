import type { Contract } from '@redigo/shared/domain/contract';
import { Card } from '../../../components/ui/card';
import { answerText } from '../../../lib/answer-text';

/** The answers given during the questionnaire, in their order. */
export const DetailAnswers = ({ answers }: { answers: NonNullable<Contract['detailed_answers']> }) => (
  <Card title="Risposte date durante il questionario">
    <ol className="detail__answers">
      {answers.map((item) => (
        <li key={item.variable} className="detail__answer">
          <p className="detail__question">{item.question}</p>
          <p className="detail__given">{answerText(item.given_answer)}</p>
        </li>
      ))}
    </ol>
  </Card>
);
