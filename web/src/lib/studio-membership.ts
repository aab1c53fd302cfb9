import useSWR from 'swr';
import type { Billing } from '@redigo/shared/domain/invoice';
import { apiData } from './api-client';
import { ApiError } from './api-error';
import { hasRoute } from './api-path';
import { useSession } from './session';

/* The studio a lawyer belongs to (docs/api.md, "The studio: several lawyers, one firm"), as every feature reads it. */

export const STUDIO_ROLES = ['titolare', 'avvocato', 'collaboratore'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

export interface StudioMember {
  userId: string;
  name: string;
  surname: string;
  pec: string;
  role: StudioRole;
  joinedAt: string;
}

export interface Studio {
  id: string;
  denominazione: string;
  billing: Billing;
  members: StudioMember[];
  createdAt: string;
}

/** The signed-in lawyer's studio and their role in it, or null when they are in none. */
export interface Membership {
  studio: Studio;
  role: StudioRole;
}

/** The SWR key of GET /studio: what changes the studio (create, accept, leave) loads it again under this key. */
const STUDIO_KEY = 'GET /studio';

/** GET /studio: the caller's studio, null when they have none (404). */
const readStudio = async (): Promise<Studio | null> => {
  try {
    return await apiData<Studio>({ method: 'GET', route: '/studio' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/** The caller's role in a studio, by their user id. */
export const roleIn = (studio: Studio, userId: string | undefined): StudioRole | null =>
  studio.members.find((member) => member.userId === userId)?.role ?? null;

/** The signed-in lawyer's studio (GET /studio); a server without the studio's routes has none. */
export const useStudio = () => {
  const userId = useSession().user?.id;
  return useSWR(userId && hasRoute('GET', '/studio') ? [STUDIO_KEY, userId] : null, readStudio);
};

/** The signed-in lawyer's membership: null outside any studio, and while it loads. */
export const useMembership = (): Membership | null => {
  const userId = useSession().user?.id;
  const { data: studio } = useStudio();
  const role = studio ? roleIn(studio, userId) : null;
  return studio && role ? { studio, role } : null;
};

/** Whether a member may buy a studio contract and download a bought one: a collaboratore only prepares drafts. */
export const mayBuy = (membership: Membership | null): boolean => membership?.role !== 'collaboratore';

/** Who sees a member's contract: the whole studio, or only its owner. */
export type ContractVisibility = 'studio' | 'riservato';

/** What every contract of a member carries besides the contract itself (docs/api.md, The studio, Contracts). */
export interface ContractSharing {
  visibility?: ContractVisibility;
  owner?: { id: string; name: string; surname: string };
}
