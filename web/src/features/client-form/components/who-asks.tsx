import type { ClientLinkLawyer } from '@redigo/shared/domain/client-link';
import { lawyerName } from '../client-stage';

/** Who asks and why: «L'avv. Maria Rossi (Studio Rossi) ti chiede alcuni dati per preparare il contratto «…».» */
export const WhoAsks = ({ lawyer, title }: { lawyer: ClientLinkLawyer; title: string }) => (
  <p className="client-step__who">
    L’<strong>{lawyerName(lawyer)}</strong>
    {lawyer.studio && <> ({lawyer.studio})</>} ti chiede alcuni dati per preparare il contratto «{title}».
  </p>
);
