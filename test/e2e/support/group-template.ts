import { expect, type APIRequestContext } from '@playwright/test';
import type { Question } from '@redigo/shared/domain/question';
import { partyGroup } from '@redigo/shared/questionnaire/party-preset';
import { buildDocx } from '../../../infra/src/seed/docx/build-docx';
import { parseSource } from '../../../infra/src/seed/docx/parse-source';
import { apiCall, apiToken, demo } from './api';

/** The questions of the browser tests' lease: a top-level choice, then the landlords as a party group. */
const groupQuestions = (): Question[] => [
  {
    variable: 'uso',
    question: 'Qual è l’uso dell’immobile?',
    options: ['Abitativo', 'Commerciale'],
    is_multiple_selection: false,
    required_answers: [],
  },
  partyGroup({
    variable: 'locatori',
    question: 'Chi sono i locatori?',
    item_label: 'Locatore',
    max_items: 4,
  }),
];

/** Inside the loop: one landlord as a careful lawyer names them (the seeded lease's comparizione, in short). */
const LANDLORD =
  '{#tipo == "Persona fisica"}{codice_fiscale | genere:"il Sig.":"la Sig.ra"} **{nome} {cognome}**, ' +
  '{codice_fiscale | nato} a {luogo_nascita} il {data_nascita}, codice fiscale {codice_fiscale}, ' +
  'residente in {indirizzo}, {cap} {comune} ({provincia}), PEC {pec}{/}' +
  '{#tipo == "Persona giuridica"}la società **{denominazione}**, con sede legale in {indirizzo}, {cap} {comune} ' +
  '({provincia}), partita IVA {partita_iva}, codice fiscale {codice_fiscale}, numero REA {rea}, PEC {pec}, ' +
  'in persona di {rappresentante_nome} {rappresentante_cognome}, nella qualità di {rappresentante_qualifica} ' +
  'e legale rappresentante pro tempore{/}';

/** Inside the loop: who signs for the landlord (the person, or the company through its representative). */
const SIGNER =
  '{#tipo == "Persona fisica"}{nome} {cognome}{/}' +
  '{#tipo == "Persona giuridica"}{denominazione}, in persona di {rappresentante_nome} {rappresentante_cognome}{/}';

/**
 * A master that loops over the landlords (docs/api.md, "Repeating groups and parties"): one paragraph per landlord
 * with `nato`/`genere` read from the codice fiscale, `$posizione`, `$ultimo`, the joined list (`elenco`), the count in
 * words (`numero | lettere`), the agreement (`plurale`), and one signature per landlord. Typographic quotes stay outside
 * the tags: inside one they would read as the expression's own quotes.
 */
const source = `
# Contratto di locazione di prova
### TRA
{#locatori}
[[sinistra]] {$posizione}) ${LANDLORD}{^$ultimo};{/}{#$ultimo} (di seguito, {locatori | plurale:"":"congiuntamente, "}il “Locatore”);{/}
{/locatori}
### E
[[sinistra]] il Conduttore indicato in calce (di seguito, il “Conduttore”).
## Oggetto
1. {locatori | plurale:"Il locatore":"I locatori"} {locatori | elenco:"nome cognome denominazione"}, in numero di {locatori | numero | lettere}, {locatori | plurale:"concede":"concedono"} in locazione l’immobile a uso {#uso == "Abitativo"}abitativo{/}{#uso == "Commerciale"}commerciale{/}.
[[firme: @locatori Il Locatore // ${SIGNER} | Il Conduttore]]
`;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A master and preview with no tag, for the staff's form (the editor's questions come after the files). */
export const plainDocuments = () => {
  const plain = `
# Accordo di prova tra le parti
## Oggetto
1. Le parti si accordano come segue.
[[firme: Parte A | Parte B]]
`;
  return {
    master: { name: 'parti-master.docx', mimeType: DOCX, buffer: buildDocx(parseSource(plain, 'master')) },
    preview: {
      name: 'parti-anteprima.docx',
      mimeType: DOCX,
      buffer: buildDocx(parseSource(plain, 'preview')),
    },
  };
};

/** The template published for a spec: its name and id, to find it and to take it away afterwards. */
export interface PublishedTemplate {
  name: string;
  id: string;
  /** Its payment link on the local Stripe stand-in. */
  stripe_url: string;
}

/**
 * A published template asking for the landlords as a group, created by the admin through the API.
 *
 * Specs share one server in a run: the template sits in a category of its own, so the seeded categories' lists stay
 * as the other specs expect, and `removeGroupTemplate` takes it out of the catalogue when the spec ends.
 */
export const publishGroupTemplate = async (request: APIRequestContext): Promise<PublishedTemplate> => {
  const token = await apiToken(request, demo.admin);
  const questions = groupQuestions();
  const upload = await request.post('/api/template/upload-master', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      master: {
        name: 'locazione-gruppi.docx',
        mimeType: DOCX,
        buffer: buildDocx(parseSource(source, 'master')),
      },
      preview: {
        name: 'locazione-gruppi-anteprima.docx',
        mimeType: DOCX,
        buffer: buildDocx(parseSource(source, 'preview')),
      },
      questions: JSON.stringify(questions),
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const files = ((await upload.json()) as { data: { file_name: string; preview_name: string } }).data;
  const suffix = Math.random().toString(36).slice(2, 8);
  const category = await apiCall<{ id: string }>(
    request,
    token,
    'POST',
    '/api/category',
    { name: `Prove con gruppi ${suffix}` },
    201,
  );
  const name = `Locazione con più locatori ${suffix}`;
  // The local Stripe stand-in sells the link of the template whose stripe_url it is, on the app's own address.
  const stripeUrl = new URL(`/_local/stripe/pay/plink_gruppi_${suffix}`, upload.url()).toString();
  const created = await apiCall<{ id: string }>(
    request,
    token,
    'POST',
    '/api/template',
    {
      name,
      description: 'Locazione di prova con i locatori come gruppo.',
      categoryId: category.id,
      price: 10,
      stripe_url: stripeUrl,
      min_time: 5,
      max_time: 10,
      min_questions: 2,
      max_questions: 2,
      json_questions: questions,
      ...files,
    },
    201,
  );
  await apiCall(request, token, 'PUT', `/api/template/${created.id}/status`, { status: 'PUBLISHED' });
  return { name, id: created.id, stripe_url: stripeUrl };
};

/** Takes the spec's template out of every list (documents already made with it stay downloadable). */
export const removeGroupTemplate = async (request: APIRequestContext, template: PublishedTemplate) => {
  const token = await apiToken(request, demo.admin);
  const response = await request.delete(`/api/template/${template.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(204);
};
