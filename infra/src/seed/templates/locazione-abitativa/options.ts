/** Options that several questions and the document compare with. */
export const LOCAZIONE = {
  arredato: 'Sì, arredato',
  parzialmenteArredato: 'Sì, parzialmente arredato',
  nonArredato: 'No, non arredato',
  boxAuto: 'box auto',
  postoAuto: 'posto auto scoperto',
  animaliSi: 'Sì',
  animaliConConsenso: 'Sì, previo consenso scritto del Locatore',
} as const;
