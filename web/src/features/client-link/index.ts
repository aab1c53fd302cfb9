/**
 * The lawyer's side of the client's data by link (docs/api.md, "The client's data by link"): the request on a
 * draft, its status and history, the review of what the client sent. Its page is loaded by the app (page table);
 * the questionnaire's «Chiedi i dati al cliente» comes from here.
 */
export { AskClient } from './components/ask-client';
