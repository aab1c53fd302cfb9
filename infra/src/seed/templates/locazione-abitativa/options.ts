/** Options that several questions and the document compare with. */
export const LOCAZIONE = {
  personaFisica: 'Persona fisica',
  ente: 'Società o altro ente',
  unConduttore: 'Un conduttore',
  dueConduttori: 'Due conduttori',
  arredato: 'Sì, arredato',
  parzialmenteArredato: 'Sì, parzialmente arredato',
  nonArredato: 'No, non arredato',
  boxAuto: 'box auto',
  postoAuto: 'posto auto scoperto',
  animaliSi: 'Sì',
  animaliConConsenso: 'Sì, previo consenso scritto del Locatore',
} as const;
