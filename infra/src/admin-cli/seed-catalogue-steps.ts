import type { UserRepository } from '@redigo/functions/areas/users';
import type { UserRecord } from '@redigo/functions/areas/users';
import { isStaff } from '@redigo/shared/roles';
import { isPlaceholderPaymentLink, type SeededTemplate } from '../seed/seed-templates';
import { AdminCommandError } from './create-admin-account';

/** The account the sample templates are created by: a confirmed editor or admin of the stage, found by PEC. */
export const findSeedEditor = async (
  users: Pick<UserRepository, 'findByPec'>,
  pec: string,
  stage: string,
): Promise<UserRecord> => {
  const editor = await users.findByPec(pec);
  if (!editor)
    throw new AdminCommandError(
      `Nello stage "${stage}" non c'è un account con la PEC ${pec}. Indica con --editor un redattore o un amministratore esistente (il primo amministratore si crea con "npm run admin:create").`,
    );
  if (!isStaff(editor.role))
    throw new AdminCommandError(
      `L'account con la PEC ${pec} non è un redattore né un amministratore: i modelli si caricano a nome di un membro dello staff.`,
    );
  if (editor.status !== 'confermato')
    throw new AdminCommandError(
      `L'account con la PEC ${pec} non è attivo (stato: ${editor.status}): indica un redattore o un amministratore confermato.`,
    );
  return editor;
};

const whatHappened: Record<SeededTemplate['outcome'], string> = {
  created: 'creato',
  linked: 'link di pagamento aggiunto',
  kept: 'già presente, lasciato com’era',
  deleted: 'eliminato dallo staff, non ricreato',
};

/** One line per sample template: its name, its status, what to do next. */
export const describeSeededTemplate = (seeded: SeededTemplate): string => {
  const head = `${seeded.name} (${seeded.slug}): ${whatHappened[seeded.outcome]}`;
  if (seeded.outcome === 'deleted' || !seeded.status) return `${head}. Nulla da fare.`;
  const placeholder = isPlaceholderPaymentLink(seeded.stripeUrl ?? '');
  if (seeded.status === 'PUBLISHED')
    return placeholder
      ? `${head}; PUBBLICATO con il link segnaposto: sostituiscilo subito con il suo Payment Link nel campo Stripe del modello, o sospendilo.`
      : `${head}; pubblicato, link ${seeded.stripeUrl ?? ''}. Nulla da fare.`;
  return placeholder
    ? `${head}; sospeso, senza link di pagamento. Crea il suo Payment Link su Stripe (docs/deploying.md, 5) e rilancia con --links, oppure incollalo nel campo Stripe del modello e pubblicalo dal pannello.`
    : `${head}; sospeso, link ${seeded.stripeUrl ?? ''}. Pubblicalo dal pannello quando vuoi.`;
};
