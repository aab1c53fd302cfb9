import { NotificationCard } from '../ui/notification-card';

/**
 * Where a collaboratore would find «Acquista» or a download: buying and downloading a bought document are a
 * lawyer's (docs/api.md, The studio), so the collaboratore is told whom to ask, and nothing is sold.
 */
export const AskALawyer = ({ bought = false }: { bought?: boolean }) => (
  <NotificationCard
    variant="info"
    title={
      bought ? 'Il documento è scaricabile dagli avvocati dello studio' : 'Chiedi a un avvocato di acquistare'
    }
  >
    {bought ? (
      <>
        Come collaboratore puoi consultare il documento e le risposte date, ma il file acquistato lo scaricano
        gli avvocati e il titolare dello studio.
      </>
    ) : (
      <>
        Come collaboratore prepari e completi le bozze; l’acquisto spetta a un avvocato o al titolare dello
        studio. Il documento è nell’archivio dello studio, tra i «Non acquistati»: chiedi a un collega
        avvocato di aprirlo e acquistarlo. Se lo hai reso riservato, rendilo prima visibile allo studio.
      </>
    )}
  </NotificationCard>
);
