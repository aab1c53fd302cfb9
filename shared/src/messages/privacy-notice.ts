import { product } from '../product';

/** Who the notice names as titolare del trattamento, and how to reach them. */
export interface PrivacyNoticeHolder {
  /** `l’avv. Maria Rossi`, or the studio's denominazione. */
  titolare: string;
  /** The lawyer when the titolare is a studio (`l’avv. Maria Rossi`): the person the client deals with. */
  lawyer?: string;
  /** `via Roma 1, 00100 Roma (RM)` when the billing data give it. */
  address?: string;
  pec: string;
}

/**
 * The privacy notice written for a lawyer who gave none of their own (art. 13 GDPR, docs/api.md, "The client's data
 * by link"), in plain Italian for the client: who holds the data, why they are asked and on which legal basis, who
 * receives them, how long they are kept, the rights of artt. 15–22 and how to use them, the right to complain.
 */
export const defaultPrivacyNotice = (holder: PrivacyNoticeHolder): string => {
  const seat = holder.address ? `, con sede in ${holder.address}` : '';
  const via = holder.lawyer ? ` tramite ${holder.lawyer}` : '';
  return [
    'Informativa sul trattamento dei dati personali (art. 13 del Regolamento UE 2016/679, «GDPR»)',
    `Chi tratta i tuoi dati. Il titolare del trattamento è ${holder.titolare}${seat}, PEC ${holder.pec}.`,
    `Perché ti chiediamo i dati. I dati che inserisci in questa pagina servono a preparare il contratto che hai chiesto${via}: i tuoi dati anagrafici, di contatto e fiscali, e quelli delle altre persone o società che indichi.`,
    'Su quale base. Il trattamento è necessario per preparare ed eseguire il contratto di cui sei parte, su tua richiesta (art. 6, par. 1, lett. b) GDPR), e per adempiere agli obblighi di legge a cui il titolare è soggetto, come quelli fiscali e professionali (art. 6, par. 1, lett. c) GDPR).',
    'Devi darci i dati? Non sei obbligato, ma senza i dati il contratto non può essere preparato.',
    `Chi riceve i dati. I dati sono letti dal titolare, che li controlla prima di inserirli nel contratto. La piattaforma ${product.name}, che ospita questa pagina, li tratta per conto del titolare come responsabile del trattamento (art. 28 GDPR) e non li usa per altri scopi. I dati non vengono diffusi e non sono trasferiti fuori dall’Unione europea.`,
    'Per quanto tempo. I dati sono conservati per il tempo necessario a preparare il contratto e, dopo, per il tempo previsto dagli obblighi di legge e professionali (di norma dieci anni dalla fine dell’incarico); poi vengono cancellati.',
    `I tuoi diritti. Puoi chiedere in ogni momento di vedere i tuoi dati, di correggerli, di cancellarli, di limitarne l’uso, di riceverli in un formato leggibile e di opporti al trattamento (artt. 15–22 GDPR). Per farlo scrivi al titolare alla PEC ${holder.pec}: la risposta arriva entro un mese.`,
    'Reclamo. Se ritieni che i tuoi dati siano trattati in modo non corretto, puoi presentare reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).',
  ].join('\n\n');
};
