import { CLIENT_LINK_LIMITS as LIMITS } from '../domain/client-link';
import { shortened } from '../text';

const triesLeft = (left: number): string =>
  `${left === 1 ? 'Ti resta un tentativo' : `Ti restano ${left} tentativi`}, poi il link verrà bloccato.`;

/**
 * Italian messages of the client's data by link (docs/api.md, "The client's data by link"). The client is the
 * public: the words they read are plain, without jargon; the lawyer's are the product's usual ones.
 */
export const clientLinkMessages = {
  // The lawyer's side.
  linkNotFound: 'Non hai ancora chiesto i dati al cliente per questa bozza.',
  contractNotDraft:
    'Il contratto è già concluso o acquistato: i dati al cliente si chiedono solo per una bozza.',
  questionsRequired: 'Scegli almeno una domanda da far compilare al cliente.',
  questionsNotAList: 'Le domande vanno indicate come elenco di chiavi.',
  questionNotInTemplate: (variable: string) =>
    `La domanda "${shortened(variable)}" non è tra le domande principali di questo modello.`,
  questionRepeated: (variable: string) => `La domanda "${shortened(variable)}" è indicata due volte.`,
  tooManyQuestions: 'Sono indicate troppe domande.',
  email: 'Indirizzo e-mail del cliente non valido.',
  clientName: 'Indica il nome del cliente (o della società), al massimo 120 caratteri.',
  clientNameInvalid:
    'Il nome del cliente può contenere lettere, numeri, spazi e la punteggiatura di un nome, senza indirizzi web.',
  expiresDays: `La scadenza va indicata in giorni, da ${LIMITS.expiresDaysMin} a ${LIMITS.expiresDaysMax}.`,
  message: `Il messaggio può avere al massimo ${LIMITS.messageMaxLength} caratteri, senza caratteri di controllo.`,
  notSubmitted: 'Il cliente non ha ancora inviato i dati: non c’è nulla da esaminare.',
  decisionsRequired: 'Indica almeno una decisione.',
  decisionsNotAList: 'Le decisioni vanno inviate come elenco.',
  decisionShape: (position: number) =>
    `Decisione n. ${position}: servono la domanda (variable), l’azione (accept, edit o reject) e, per una scheda, item e field.`,
  nothingProposed: (position: number, name: string) =>
    `Decisione n. ${position}: il cliente non ha proposto nulla per ${name}.`,
  alreadyDecided: (position: number, name: string) =>
    `Decisione n. ${position}: la proposta per ${name} è già stata decisa.`,
  decidedTwice: (position: number, name: string) =>
    `Decisione n. ${position}: la proposta per ${name} compare due volte.`,
  editValueRequired: (position: number, name: string) =>
    `Decisione n. ${position}: per modificare ${name} indica il valore (value).`,
  reviewChanged: 'La bozza è cambiata mentre esaminavi i dati del cliente: ricarica la pagina e riprova.',
  groupStillIncomplete: (question: string) =>
    `Con queste decisioni l’elenco "${question}" resterebbe incompleto mentre un altro elenco è in compilazione: completalo nel questionario.`,

  // The privacy notice.
  privacyNoticeText: `L’informativa è un testo da 1 a ${LIMITS.privacyNoticeMaxLength.toLocaleString('it-IT')} caratteri, senza caratteri di controllo (gli a capo sono ammessi).`,

  // The client's side: plain words.
  tokenRequired: 'Il link non è completo: apri di nuovo il link ricevuto per e-mail.',
  unknownLink: 'Questo link non esiste: controlla di averlo copiato per intero dall’e-mail.',
  linkExpired:
    'Questo link non è più valido: è scaduto o l’avvocato lo ha ritirato. Se ti servono ancora, chiedi un nuovo link all’avvocato.',
  linkLocked:
    'Questo link è stato bloccato dopo troppi codici sbagliati. Per sicurezza chiedi un nuovo link all’avvocato.',
  tooManyCodes: (minutes: number) =>
    `Hai chiesto troppi codici in poco tempo. Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`,
  codeShape: 'Il codice è fatto di 6 cifre: copialo dall’e-mail.',
  wrongCode: (left: number) => `Il codice non è corretto. ${triesLeft(left)}`,
  codeExpired: (left: number) =>
    `Il codice è scaduto o è già stato usato: chiedine uno nuovo. ${triesLeft(left)}`,
  clientSessionExpired: 'La sessione è scaduta: apri di nuovo il link ricevuto per e-mail.',
  answersNotAMap: 'Le risposte vanno inviate come coppie domanda-risposta.',
  notAsked: (variable: string) =>
    `La domanda "${shortened(variable)}" non è tra quelle che ti sono state chieste.`,
  alreadySubmitted: 'Hai già inviato i dati all’avvocato: non si possono più modificare.',
  privacyAckRequired: 'Per inviare i dati conferma di aver letto l’informativa sulla privacy.',
  tooLarge: 'Le risposte sono troppo lunghe per essere salvate: accorcia i testi più lunghi.',
} as const;
