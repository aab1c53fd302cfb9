import { useSearchParams } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { useNow } from '../../../lib/use-now';
import { useSession } from '../../../lib/session';
import { mayBuy, useMembership } from '../../../lib/studio-membership';
import { contractPermissions } from '../../../lib/contract-permissions';
import { PAYMENT_RECHECK_MS, useContract, usePayment } from '../api/archive-api';
import { paidAtOf } from '../components/detail-facts';
import { useDetailDocument, type DetailDocumentKind } from '../components/detail-document';
import { paymentBannerOf } from '../components/payment-banner';

const variants = {
  user: {
    backTo: paths.historical,
    backLabel: "← Torna all'archivio",
    paidNote: "Il documento è tuo: puoi scaricarlo ora e ritrovarlo sempre nell'archivio.",
  },
  admin: {
    backTo: paths.usersContracts,
    backLabel: '← Torna ai documenti generati',
    paidNote: 'Il pagamento di questo documento è stato appena registrato.',
  },
} as const;

/** The lawyer's detail of a document of theirs, or the staff's of a generated one (it shows whose it is). */
export type DocumentDetailVariant = keyof typeof variants;

/**
 * The state of a document's detail: the document of the page's `id` and its payment (rechecked for the banner of a
 * payment just made), what the viewer may do with it, and which .docx it shows and downloads.
 */
export const useDocumentDetail = (variant: DocumentDetailVariant) => {
  const { backTo, backLabel, paidNote } = variants[variant];
  const [search] = useSearchParams();
  const id = search.get('id');
  const { data: contract, error, mutate } = useContract(id);
  const { data: payment } = usePayment(contract?.paymentId?.id);
  const now = useNow(PAYMENT_RECHECK_MS);
  const userId = useSession().user?.id;
  const membership = useMembership();
  // A studio's collaboratore reads a bought document's answers, not the document (docs/api.md, The studio).
  const downloads = variant === 'admin' || mayBuy(membership);
  const documentKind: DetailDocumentKind = contract?.paymentId
    ? downloads
      ? 'purchased'
      : null
    : variant === 'user' && contract?.status === 'COMPLETED'
      ? 'preview'
      : null;
  const file = useDetailDocument(contract?.id ?? null, documentKind);
  const may = contract ? contractPermissions({ userId, role: membership?.role ?? null }, contract) : null;

  // The lawyer's completed document not bought is listed in the archive's «Non acquistati», not with the bought ones.
  const unbought = variant === 'user' && contract?.status === 'COMPLETED' && !contract.paymentId;
  const backHref = unbought ? `${backTo}?vista=da-acquistare` : backTo;
  const banner =
    contract &&
    paymentBannerOf(contract, payment, paidAtOf(contract, payment), now, {
      title: 'Pagamento effettuato con successo',
      note: paidNote,
    });
  // The document fetched for the page carries the file name the server gave it: fetched again, renamed.
  const refetchRenamed = () => void Promise.all([mutate(), file.mutate()]);
  return {
    id,
    backTo,
    backHref,
    backLabel,
    contract,
    error,
    mutate,
    refetchRenamed,
    payment,
    banner,
    userId,
    membership,
    own: Boolean(may?.own),
    downloads,
    documentKind,
    file,
  };
};
