import type { DetailedAnswer } from '@redigo/shared/domain/question';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { answerText } from '../../../lib/answer-text';

/** The draft's answers as they stand, those the lawyer took from the client marked «Dal cliente». */
export const DraftAnswers = ({ answers }: { answers: DetailedAnswer[] }) => (
  <Card title="Risposte della bozza">
    {answers.length === 0 ? (
      <p className="muted">La bozza non ha ancora risposte.</p>
    ) : (
      <ol className="draft-answers">
        {answers.map((entry) => (
          <li key={entry.variable} className="draft-answers__item">
            <p className="draft-answers__question">{entry.question}</p>
            <p className="draft-answers__given">
              {answerText(entry.given_answer)}
              {entry.source === 'cliente' && (
                <>
                  {' '}
                  <Badge tone="info">Dal cliente</Badge>
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
    )}
  </Card>
);
