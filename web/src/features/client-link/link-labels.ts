import type {
  ClientLinkEvent,
  ClientLinkEventEntry,
  ClientLinkStatus,
} from '@redigo/shared/domain/client-link';
import type { BadgeTone } from '../../components/ui/badge';

/** A link's status as the lawyer reads it, with its badge's tone. */
export const STATUS_LABELS: Record<ClientLinkStatus, { label: string; tone: BadgeTone }> = {
  sent: { label: 'Inviato al cliente', tone: 'info' },
  opened: { label: 'Aperto dal cliente', tone: 'info' },
  submitted: { label: 'Dati ricevuti', tone: 'warning' },
  reviewed: { label: 'Esaminato', tone: 'success' },
  expired: { label: 'Scaduto', tone: 'neutral' },
  revoked: { label: 'Ritirato', tone: 'neutral' },
  locked: { label: 'Bloccato', tone: 'error' },
};

const EVENT_LABELS: Record<ClientLinkEvent, string> = {
  created: 'Link creato',
  mailed: 'E-mail inviata al cliente',
  code_sent: 'Codice di accesso inviato al cliente',
  code_failed: 'Codice sbagliato',
  opened: 'Il cliente ha aperto il modulo',
  saved: 'Il cliente ha salvato i dati',
  submitted: 'Il cliente ha inviato i dati',
  reviewed: 'Dati esaminati',
  revoked: 'Link ritirato',
  locked: 'Link bloccato dopo 5 codici sbagliati',
};

/** Whether the client may still use the link: the lawyer may revoke it. */
export const isLive = (status: ClientLinkStatus): boolean => status === 'sent' || status === 'opened';

/** One line of a link's history: an event, how many times in a row it happened, and when it last did. */
export interface HistoryLine {
  label: string;
  times: number;
  at: string;
}

/** A link's events as lines, the same event in a row told once with its count (the client's saves). */
export const historyOf = (events: readonly ClientLinkEventEntry[]): HistoryLine[] =>
  events.reduce<(HistoryLine & { event: ClientLinkEvent })[]>((lines, { event, at }) => {
    const last = lines.at(-1);
    if (last?.event === event) return [...lines.slice(0, -1), { ...last, times: last.times + 1, at }];
    return [...lines, { event, label: EVENT_LABELS[event], times: 1, at }];
  }, []);
