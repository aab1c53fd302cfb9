import type { User } from '@redigo/shared/domain/user';
import { matchesSearch } from './user-page';

const user = (name: string, surname: string, pec: string): User => ({
  id: pec,
  name,
  surname,
  pec,
  role: 'user',
  status: 'confermato',
  newsletter: false,
  email_verified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('users list helpers', () => {
  const nicolo = user('Nicolò', 'De Santis', 'studio.desantis@pec.it');

  it.each(['nicolo', 'DE SANT', 'olò de', 'studio.des', ''])('finds the user by "%s"', (search) => {
    expect(matchesSearch(nicolo, search)).toBe(true);
  });

  it('does not find the user by text that is not in name, surname or PEC', () => {
    expect(matchesSearch(nicolo, 'rossi')).toBe(false);
  });
});
