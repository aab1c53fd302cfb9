import './locale';
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { CONTRACT_STATUSES, DOCUMENT_FORMATS } from '../domain/contract';
import type { Answers } from '../domain/question';
import { contractMessages } from '../messages/contracts';
import { validationMessages as m } from '../messages/validation';
import { withSafeCharacters } from './fields';
import { categoryListQuerySchema } from './template-body';

/** A map of answers in shape only: the values are the questionnaire engine's to judge. */
const isAnswerMap = (value: unknown): value is Answers =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A template id as the contract routes take it (`type`). */
const templateIdField = () => string().trim().max(100, m.tooLong).required(m.required).label('Modello');

/** POST /contract/questions: the template in the query; the body is the answers so far. */
export const nextQuestionQuerySchema = object({ type: templateIdField() });
export type NextQuestionQuery = InferType<typeof nextQuestionQuerySchema>;

/**
 * PUT /contract and PUT /contract/{id}. `answers` is only checked to be a map here: the questionnaire engine
 * judges every value against the template (400 for a draft, 418 for a COMPLETED save). `version`, optional, is
 * the version the client read: a save on another version is refused (409) instead of overwriting.
 */
export const saveContractBodySchema = object({
  name: withSafeCharacters(string().trim().max(200, m.tooLong)).default('').label('Nome'),
  type: templateIdField(),
  status: string().oneOf(CONTRACT_STATUSES, m.invalid).default('TO_COMPLETE').label('Stato'),
  answers: mixed<Answers>(isAnswerMap)
    .typeError(contractMessages.answersNotAMap)
    .default({})
    .label('Risposte'),
  version: number().typeError(m.number).integer(m.number).min(1, m.invalid).optional().label('Versione'),
});
export type SaveContractBody = InferType<typeof saveContractBodySchema>;

/**
 * GET /contract: the paging every list has, and the filters. `payed` and `userActive` take true or false;
 * `name` is a case-insensitive substring of the title.
 */
export const contractListQuerySchema = categoryListQuerySchema.shape({
  status: string().oneOf(CONTRACT_STATUSES, m.invalid).optional().label('Stato'),
  name: string().trim().max(200, m.tooLong).optional().label('Ricerca'),
  categoryId: string().trim().max(100, m.tooLong).optional().label('Categoria'),
  payed: boolean().typeError(m.notABoolean).optional().label('Pagato'),
  userActive: boolean().typeError(m.notABoolean).optional().label('Utente attivo'),
});
export type ContractListQuery = InferType<typeof contractListQuerySchema>;

/** GET /contract/download/{id}: `format` is `docx` (the default) or `pdf`; anything else is a 400. */
export const contractDownloadQuerySchema = object({
  format: string().oneOf(DOCUMENT_FORMATS, contractMessages.unknownFormat).default('docx').label('Formato'),
});
export type ContractDownloadQuery = InferType<typeof contractDownloadQuerySchema>;
