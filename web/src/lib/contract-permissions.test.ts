import type { StudioRole } from '@redigo/shared/domain/studio';
import { contractPermissions, ownsContract } from './contract-permissions';

const me = 'u-me';
const mine = { owner: { id: me, name: 'Giulia', surname: 'Rossi' } };
const colleagues = { owner: { id: 'u-other', name: 'Sara', surname: 'Neri' } };
const noStudio = { owner: undefined };

describe('what a lawyer may do with a contract they see (contract-access-policy.ts)', () => {
  it('a contract without an owner is the caller’s own', () => {
    expect(ownsContract({ userId: me, role: null }, noStudio)).toBe(true);
    expect(ownsContract({ userId: me, role: null }, { owner: null })).toBe(true);
  });

  it('outside a studio: everything on one’s own contract', () => {
    expect(contractPermissions({ userId: me, role: null }, noStudio)).toEqual({
      answer: true,
      link: true,
      buy: true,
      own: true,
    });
  });

  it.each<[StudioRole, boolean]>([
    ['titolare', true],
    ['avvocato', true],
    ['collaboratore', false],
  ])('a %s on a colleague’s studio contract: no delete, no visibility; link and buy: %s', (role, lawyer) => {
    expect(contractPermissions({ userId: me, role }, colleagues)).toEqual({
      answer: true,
      link: lawyer,
      buy: lawyer,
      own: false,
    });
  });

  it.each<[StudioRole, boolean]>([
    ['titolare', true],
    ['avvocato', true],
    ['collaboratore', false],
  ])('a %s on their own contract: they own it and make its link; buy: %s', (role, buy) => {
    expect(contractPermissions({ userId: me, role }, mine)).toEqual({
      answer: true,
      link: true,
      buy,
      own: true,
    });
  });

  it('the titolare does not own a colleague’s contract', () => {
    expect(contractPermissions({ userId: me, role: 'titolare' }, colleagues).own).toBe(false);
  });
});
