import { newUserRecord } from '../../../areas/users';
import { isUserItem, pecMarkerId, userItem } from './user-items';

const record = newUserRecord(
  {
    id: 'u-1',
    name: 'Anna',
    surname: 'Rossi',
    pec: ' Anna.Rossi@PEC.it ',
    passwordHash: 'hash',
    role: 'user',
    status: 'in attesa',
    email_verified: false,
  },
  '2026-11-21T10:00:00.000Z',
);

describe('the stored account', () => {
  it('is in the users list, its PEC normalised', () => {
    expect(userItem(record)).toMatchObject({ id: 'u-1', listKey: 'USER', pec: 'anna.rossi@pec.it' });
    expect(isUserItem(userItem(record))).toBe(true);
  });

  it('keeps a PEC to one account through a marker that ignores case and spaces', () => {
    expect(pecMarkerId(' Anna.Rossi@PEC.it ')).toBe(pecMarkerId('anna.rossi@pec.it'));
    expect(isUserItem({ id: pecMarkerId(record.pec), userId: 'u-1' })).toBe(false);
  });
});
