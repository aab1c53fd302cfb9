import './locale';
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { CONTRACT_STATUSES, DOCUMENT_FORMATS } from '../domain/contract';
import { CONTRACT_SCOPES, CONTRACT_VISIBILITIES, type ContractVisibility } from '../domain/studio';
import { studioContractMessages as studioMessages } from '../messages/studio-contracts';
import type { Answers } from '../domain/question';
import { contractMessages } from '../messages/contracts';
import { groupInProgressMessages } from '../messages/groups';
import { CONTRACT_NAME_MAX_LENGTH } from '../questionnaire/parties';
import { isSearchable } from '../text';
import { validationMessages as m } from '../messages/validation';
import { requestObject } from './auth';
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
 * POST /contract/questions' body: the answers so far, a map by question variable, taken whole (its keys are the
 * template's, so no key is stripped); the questionnaire engine judges every value (400 listing each).
 */
export const nextQuestionBodySchema = mixed<Answers>(isAnswerMap)
  .typeError(contractMessages.answersNotAMap)
  .required(contractMessages.answersNotAMap)
  .label('Risposte');

/**
 * A contract's name as the lawyer gives it: trimmed, at most 200 characters, plain text (no control characters;
 * no Unicode noncharacters or lone surrogates, the rule of every text: `withSafeCharacters`). Empty means «the default name» (the title and the first party).
 */
export const contractNameField = () =>
  withSafeCharacters(
    string()
      .transform((value: unknown, original: unknown) => (typeof original === 'string' ? value : null))
      .trim()
      .max(CONTRACT_NAME_MAX_LENGTH, m.tooLong)
      .test(
        'plain-text',
        contractMessages.nameInvalid,
        (value) => value === undefined || !/\p{Cc}/u.test(value),
      ),
  ).label('Nome');

/**
 * PUT /contract and PUT /contract/{id}. `answers` is only checked to be a map here: the questionnaire engine
 * judges every value against the template (400 for a draft, 418 for a COMPLETED save). `group_in_progress`, a
 * draft's group being typed (`{variable: items}`; absent or null: none), is only checked to be a map here too
 * (group-in-progress.ts judges it, 400). `version`, optional, is the version the client read: a save on another
 * version is refused (409) instead of overwriting.
 */
export const saveContractBodySchema = object({
  name: contractNameField().optional(),
  type: templateIdField(),
  status: string().oneOf(CONTRACT_STATUSES, m.invalid).default('TO_COMPLETE').label('Stato'),
  answers: mixed<Answers>(isAnswerMap)
    .typeError(contractMessages.answersNotAMap)
    .default({})
    .label('Risposte'),
  group_in_progress: mixed<Answers>(isAnswerMap)
    .typeError(groupInProgressMessages.notAMap)
    .nullable()
    .optional()
    .label('Gruppo in compilazione'),
  version: number().typeError(m.number).integer(m.number).min(1, m.invalid).optional().label('Versione'),
});
export type SaveContractBody = InferType<typeof saveContractBodySchema>;

/** PUT /contract/{id}/name: the new name, or '' to go back to the default one. */
export const renameContractBodySchema = object({
  name: contractNameField().defined(m.required),
});
export type RenameContractBody = InferType<typeof renameContractBodySchema>;

/**
 * GET /contract: the paging every list has, and the filters. `payed` and `userActive` take true or false; `name`
 * searches the documents' names, titles and parties by the start of their words (docs/api.md, "Contracts"), and
 * needs a word of at least three letters.
 */
export const contractListQuerySchema = categoryListQuerySchema.shape({
  status: string().oneOf(CONTRACT_STATUSES, m.invalid).optional().label('Stato'),
  name: string()
    .trim()
    .max(200, m.tooLong)
    .test('searchable', contractMessages.searchTooShort, (value) => !value || isSearchable(value))
    .optional()
    .label('Ricerca'),
  categoryId: string().trim().max(100, m.tooLong).optional().label('Categoria'),
  payed: boolean().typeError(m.notABoolean).optional().label('Pagato'),
  userActive: boolean().typeError(m.notABoolean).optional().label('Utente attivo'),
  /** true: only the caller's contracts whose template has a newer published version (docs/api.md). */
  update: boolean().typeError(m.notABoolean).optional().label('Aggiornamento'),
  /** A member's archive (docs/api.md, "The studio"): `mine`, `studio` or `all` (the default). */
  scope: string().oneOf(CONTRACT_SCOPES, studioMessages.scope).default('all').label('Ambito'),
});
export type ContractListQuery = InferType<typeof contractListQuerySchema>;

/** GET /contract/download/{id}: `format` is `docx` (the default) or `pdf`; anything else is a 400. */
export const contractDownloadQuerySchema = object({
  format: string().oneOf(DOCUMENT_FORMATS, contractMessages.unknownFormat).default('docx').label('Formato'),
});
export type ContractDownloadQuery = InferType<typeof contractDownloadQuerySchema>;

/** PUT /contract/{id}/visibility. */
export const visibilitySchema = requestObject({
  visibility: mixed<ContractVisibility>()
    .oneOf([...CONTRACT_VISIBILITIES], studioMessages.visibility)
    .required(studioMessages.visibility)
    .label('Visibilità'),
});
