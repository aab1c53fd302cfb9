import useSWR, { mutate } from 'swr';
import type { Billing } from '@redigo/shared/domain/invoice';
import type { Studio, StudioInvitation, StudioInvoiceItem, StudioRole } from '@redigo/shared/domain/studio';
import type { Paged } from '@redigo/shared/errors';
import { apiBlob, apiData, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { usePagedList } from '../../../lib/use-paged-list';

/** The studio's data as POST and PUT /studio take them: the denominazione is the billing data's own. */
const studioBody = (billing: Billing) => ({
  denominazione: billing.denominazione ?? '',
  billing: { ...billing, kind: 'studio' as const },
});

/** Every cached read of the studio, its invitations and the lists it changes (contracts, contacts) loads again. */
const refreshStudio = () =>
  mutate((key) => Array.isArray(key) && /^GET \/(studio|contract|contact)/.test(String(key[0])), undefined, {
    revalidate: true,
  });

/** POST /studio: the caller becomes its titolare. */
export const createStudio = async (billing: Billing): Promise<Studio> => {
  const studio = await apiData<Studio>({ method: 'POST', route: '/studio', body: studioBody(billing) });
  await refreshStudio();
  return studio;
};

/** PUT /studio: the titolare changes the studio's data. */
export const updateStudio = async (billing: Billing): Promise<Studio> => {
  const studio = await apiData<Studio>({ method: 'PUT', route: '/studio', body: studioBody(billing) });
  await refreshStudio();
  return studio;
};

/** GET /studio/invitations: the pending ones (the titolare's). */
export const useInvitations = (enabled: boolean) =>
  useSWR(enabled ? ['GET /studio/invitations'] : null, () =>
    apiData<StudioInvitation[]>({ method: 'GET', route: '/studio/invitations' }),
  );

/** POST /studio/invitations: mails the link to the PEC. */
export const invite = async (pec: string, role: StudioRole): Promise<StudioInvitation> => {
  const invitation = await apiData<StudioInvitation>({
    method: 'POST',
    route: '/studio/invitations',
    body: { pec, role },
  });
  await refreshStudio();
  return invitation;
};

/** DELETE /studio/invitations/{id}: its link stops working. */
export const revokeInvitation = async (id: string): Promise<void> => {
  await apiRequest<void>({ method: 'DELETE', route: '/studio/invitations/{id}', params: { id } });
  await refreshStudio();
};

/** POST /studio/invitations/accept: the signed-in lawyer joins the studio. */
export const acceptInvitation = async (token: string): Promise<Studio> => {
  const studio = await apiData<Studio>({
    method: 'POST',
    route: '/studio/invitations/accept',
    body: { token },
  });
  await refreshStudio();
  return studio;
};

/** PUT /studio/members/{userId}: the titolare gives a member another role. */
export const changeRole = async (userId: string, role: StudioRole): Promise<void> => {
  await apiRequest<void>({
    method: 'PUT',
    route: '/studio/members/{userId}',
    params: { userId },
    body: { role },
  });
  await refreshStudio();
};

/** DELETE /studio/members/{userId}: the titolare removes a member, or a member leaves. */
export const removeMember = async (userId: string): Promise<void> => {
  await apiRequest<void>({ method: 'DELETE', route: '/studio/members/{userId}', params: { userId } });
  await refreshStudio();
};

const STUDIO_INVOICES_PAGE_SIZE = 10;

/** GET /studio/invoices: the studio's invoices of a year, or of one of its months (1-12), newest first. */
export const useStudioInvoices = (year: number, month: number | null, page: number) =>
  usePagedList<StudioInvoiceItem, Paged<StudioInvoiceItem>>('/studio/invoices', {
    year,
    page,
    limit: STUDIO_INVOICES_PAGE_SIZE,
    ...(month ? { month } : {}),
  });

/** GET /studio/invoices/zip: the month's XML invoices of the studio in a .zip, for the firm's accountant. */
export const downloadInvoicesZip = async (year: number, month: number): Promise<void> => {
  const file = await apiBlob({ method: 'GET', route: '/studio/invoices/zip', query: { year, month } });
  saveFile(file.blob, file.fileName ?? `fatture-studio-${year}-${String(month).padStart(2, '0')}.zip`);
};
