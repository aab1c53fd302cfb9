import type { Answers, Question } from '@redigo/shared/domain/question';
import { defaultContractName, partyNamesOf } from '@redigo/shared/questionnaire/parties';
import type { ContractRecord } from './contract-record';

/** What a save or a rename says of the name: a name given, '' for the default one, nothing to keep it as it is. */
export type NameRequest = string | undefined;

/**
 * The name, its origin and the parties of a contract saved with `answers` on a template titled `title`: the name
 * the lawyer gave (now, or before and kept), else the default one (the title and the first party), renewed with
 * the answers.
 */
export const namedFields = (
  title: string,
  questions: Question[],
  answers: Answers,
  request: NameRequest,
  previous?: Pick<ContractRecord, 'name' | 'nameChosen'>,
): Pick<ContractRecord, 'name' | 'nameChosen' | 'parties'> => {
  const parties = partyNamesOf(questions, answers);
  if (request) return { name: request, nameChosen: true, parties };
  if (request === undefined && previous?.nameChosen)
    return { name: previous.name, nameChosen: true, parties };
  return { name: defaultContractName(title, questions, answers), parties };
};
