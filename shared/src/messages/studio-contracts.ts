/**
 * The studio's messages that the contracts, contacts and payments say (docs/api.md, "The studio"), apart from the
 * studio area's own (messages/studios.ts spreads them in): every Lambda that serves contracts bundles these only.
 */
export const studioContractMessages = {
  notInStudio: 'Per condividere con lo studio devi far parte di uno studio.',
  visibility: 'Visibilità non valida: indica studio o riservato.',
  scope: 'Ambito non valido: indica mine, studio o all.',
  ownerOnly: 'Solo chi ha creato il contratto può eseguire questa operazione.',
  collaboratoreMayNotBuy:
    'Un collaboratore non può acquistare né scaricare un documento acquistato: chiedi a un avvocato dello studio.',
  onlyLawyers: 'Solo gli avvocati e i titolari dello studio possono eseguire questa operazione.',
} as const;
