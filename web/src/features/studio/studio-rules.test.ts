import type { StudioMember, StudioRole } from '@redigo/shared/domain/studio';
import {
  acceptFailureOf,
  invitationState,
  LAST_TITOLARE_LEAVE,
  memberActions,
  sortedMembers,
} from './studio-rules';

const member = (userId: string, role: StudioRole, surname = userId): StudioMember => ({
  userId,
  name: 'Nome',
  surname,
  pec: `${userId}@pec.local`,
  role,
  joinedAt: '2025-01-10T09:00:00.000Z',
});

describe('the studio rules', () => {
  const titolare = member('t', 'titolare', 'Rossi');
  const avvocato = member('a', 'avvocato', 'Bianchi');
  const collaboratore = member('c', 'collaboratore', 'Verdi');
  const studio = [collaboratore, avvocato, titolare];

  it('lets the titolare change every role and remove the others, not themself', () => {
    const viewer = { userId: 't', role: 'titolare' as const };
    expect(memberActions(viewer, avvocato, studio)).toMatchObject({
      changeRole: true,
      remove: true,
      leave: false,
    });
    expect(memberActions(viewer, titolare, studio)).toMatchObject({
      changeRole: true,
      remove: false,
      leave: true,
    });
  });

  it('lets another member only leave', () => {
    const viewer = { userId: 'c', role: 'collaboratore' as const };
    expect(memberActions(viewer, avvocato, studio)).toEqual({
      changeRole: false,
      remove: false,
      leave: false,
      leaveBlocked: null,
    });
    expect(memberActions(viewer, collaboratore, studio)).toMatchObject({ leave: true, leaveBlocked: null });
  });

  it('tells the last titolare of a studio with others why they cannot leave, not a titolare alone or one of two', () => {
    const viewer = { userId: 't', role: 'titolare' as const };
    expect(memberActions(viewer, titolare, studio).leaveBlocked).toBe(LAST_TITOLARE_LEAVE);
    expect(memberActions(viewer, titolare, [titolare]).leaveBlocked).toBeNull();
    const second = member('t2', 'titolare');
    expect(memberActions(viewer, titolare, [...studio, second]).leaveBlocked).toBeNull();
  });

  it('says when an invitation expires, and that it has', () => {
    const now = Date.parse('2025-03-01T10:00:00.000Z');
    expect(invitationState('2025-03-15T10:00:00.000Z', now)).toEqual({
      expired: false,
      label: 'In attesa di risposta',
      detail: 'scade il 15/03/2025',
    });
    expect(invitationState('2025-03-01T18:00:00.000Z', now).detail).toBe('scade entro oggi');
    expect(invitationState('2025-02-28T10:00:00.000Z', now)).toEqual({
      expired: true,
      label: 'Scaduto',
      detail: 'scaduto il 28/02/2025',
    });
  });

  it.each([
    [404, 'invalid'],
    [400, 'invalid'],
    [403, 'other-pec'],
    [409, 'already-member'],
    [500, 'error'],
    [0, 'error'],
  ] as const)('reads an acceptance answered %i as %s', (status, failure) => {
    expect(acceptFailureOf(status)).toBe(failure);
  });

  it('lists titolari first, then avvocati and collaboratori, each by surname', () => {
    const second = member('a2', 'avvocato', 'Amato');
    expect(sortedMembers([...studio, second]).map((m) => m.userId)).toEqual(['t', 'a2', 'a', 'c']);
  });
});
