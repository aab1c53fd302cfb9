import './locale';
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { CLIENT_LINK_LIMITS as LIMITS, REVIEW_ACTIONS } from '../domain/client-link';
import type { Answers, AnswerValue } from '../domain/question';
import { isEmailAddress } from '../email-address';
import { clientLinkMessages as messages } from '../messages/client-links';
import { validationMessages as m } from '../messages/validation';
import { isAnswerValue } from '../questionnaire/conditions';
import { requestObject } from './auth';
import { looksLikeAddress, withSafeCharacters } from './fields';

/** Control characters but line breaks: plain text that may have paragraphs. */
const CONTROL_BUT_BREAKS = /(?![\n\r])\p{Cc}/u;

/** A plain text, trimmed, of at most `max` characters, line breaks allowed. */
const plainText = (max: number, message: string) =>
  withSafeCharacters(
    string()
      .transform((value: unknown, original: unknown) => (typeof original === 'string' ? value : null))
      .trim()
      .max(max, message)
      .test('plain-text', message, (value) => value === undefined || !CONTROL_BUT_BREAKS.test(value)),
  );

/**
 * A client's name as the lawyer writes it for the mail (a person's or a company's): letters, digits, spaces and the
 * punctuation of a name (`Alfa S.r.l.`, `D'Angelo & Figli`), nothing shaped like a web address.
 */
const CLIENT_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’.,&()«»"-]*$/u;
export const isClientName = (value: string): boolean => CLIENT_NAME.test(value) && !looksLikeAddress(value);

const isAnswerMap = (value: unknown): value is Answers =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const answersField = () =>
  mixed<Answers>(isAnswerMap)
    .typeError(messages.answersNotAMap)
    .required(messages.answersNotAMap)
    .label('Risposte');

/** POST /contract/{id}/client-link. */
export const createClientLinkSchema = requestObject({
  email: string()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? value : null))
    .trim()
    .required(messages.email)
    .test('email', messages.email, (value) => !value || isEmailAddress(value))
    .label('E-mail'),
  name: withSafeCharacters(
    string()
      .transform((value: unknown, original: unknown) => (typeof original === 'string' ? value : null))
      .trim()
      .required(messages.clientName)
      .max(LIMITS.nameMaxLength, messages.clientName)
      .test('client-name', messages.clientNameInvalid, (value) => !value || isClientName(value)),
  ).label('Nome del cliente'),
  questions: array()
    .of(string().strict().typeError(messages.questionsNotAList).required(messages.questionsNotAList))
    .typeError(messages.questionsNotAList)
    .required(messages.questionsRequired)
    .min(1, messages.questionsRequired)
    .max(1000, messages.tooManyQuestions)
    .label('Domande'),
  expires_days: number()
    .typeError(messages.expiresDays)
    .integer(messages.expiresDays)
    .min(LIMITS.expiresDaysMin, messages.expiresDays)
    .max(LIMITS.expiresDaysMax, messages.expiresDays)
    .default(LIMITS.expiresDaysDefault)
    .label('Scadenza'),
  message: plainText(LIMITS.messageMaxLength, messages.message).optional().label('Messaggio'),
});
export type CreateClientLinkBody = InferType<typeof createClientLinkSchema>;

const tokenField = () =>
  string()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? value : null))
    .trim()
    .required(messages.tokenRequired)
    .label('Link');

/** POST /client/open. */
export const openClientLinkSchema = requestObject({ token: tokenField() });
export type OpenClientLinkBody = InferType<typeof openClientLinkSchema>;

/** POST /client/verify: the link and the 6-digit code mailed. */
export const verifyClientCodeSchema = requestObject({
  token: tokenField(),
  code: string()
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' || typeof original === 'number' ? String(original) : null,
    )
    .trim()
    .required(messages.codeShape)
    .matches(/^\d{6}$/, messages.codeShape)
    .label('Codice'),
});
export type VerifyClientCodeBody = InferType<typeof verifyClientCodeSchema>;

/** PUT /client/form: the client's work; the values are the questionnaire's to judge. */
export const saveClientFormSchema = requestObject({ answers: answersField() });
export type SaveClientFormBody = InferType<typeof saveClientFormSchema>;

/** POST /client/submit: the answers, and the privacy notice acknowledged. */
export const submitClientFormSchema = requestObject({
  answers: answersField(),
  privacy_ack: boolean()
    .strict()
    .typeError(messages.privacyAckRequired)
    .required(messages.privacyAckRequired)
    .oneOf([true], messages.privacyAckRequired)
    .label('Informativa'),
});
export type SubmitClientFormBody = InferType<typeof submitClientFormSchema>;

const decisionSchema = object({
  variable: string().strict().typeError(m.invalid).required(m.required).max(200, m.tooLong),
  item: number()
    .strict()
    .typeError(m.number)
    .integer(m.number)
    .min(0, m.invalid)
    .max(1000, m.invalid)
    .optional(),
  field: string().strict().typeError(m.invalid).max(200, m.tooLong).optional(),
  action: string().strict().typeError(m.invalid).required(m.required).oneOf(REVIEW_ACTIONS, m.invalid),
  value: mixed<AnswerValue>((value): value is AnswerValue => isAnswerValue(value))
    .typeError(m.invalid)
    .optional(),
})
  .typeError(m.invalid)
  .test('item-and-field', m.invalid, (value) => (value?.item === undefined) === (value?.field === undefined));

/** POST /contract/{id}/client-link/review: one decision per proposal decided. */
export const reviewClientLinkSchema = requestObject({
  decisions: array()
    .of(decisionSchema)
    .typeError(messages.decisionsNotAList)
    .required(messages.decisionsRequired)
    .min(1, messages.decisionsRequired)
    .max(10_000, messages.decisionsRequired)
    .label('Decisioni'),
});
export type ReviewClientLinkBody = InferType<typeof reviewClientLinkSchema>;

/** PUT /user/{id}/privacy-notice. */
export const privacyNoticeSchema = requestObject({
  text: plainText(LIMITS.privacyNoticeMaxLength, messages.privacyNoticeText)
    .required(messages.privacyNoticeText)
    .label('Informativa'),
});
export type PrivacyNoticeBody = InferType<typeof privacyNoticeSchema>;
