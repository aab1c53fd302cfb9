import useSWR from 'swr';
import type { Studio, StudioRole } from '@redigo/shared/domain/studio';
import { apiData } from './api-client';
import { ApiError } from './api-error';
import { useSession } from './session';

/* The studio a lawyer belongs to (docs/api.md, "The studio: several lawyers, one firm"), as every feature reads it. */

/** The signed-in lawyer's studio and their role in it, or null when they are in none. */
export interface Membership {
  studio: Studio;
  role: StudioRole;
}

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

/** The signed-in lawyer's studio (GET /studio); what changes it loads every `GET /studio` key again. */
export const useStudio = () => {
  const userId = useSession().user?.id;
  return useSWR(userId ? ['GET /studio', userId] : null, readStudio);
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
