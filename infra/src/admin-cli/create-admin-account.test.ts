import type { UserRecord } from '@redigo/functions/areas/users';
import { AdminCommandError, createAdminAccount, type CreateAdminDependencies } from './create-admin-account';

const inMemoryUsers = () => {
  const records: UserRecord[] = [];
  return {
    records,
    users: {
      async create(record: UserRecord) {
        records.push(record);
      },
      async findByPec(pec: string) {
        return records.find((record) => record.pec.toLowerCase() === pec.trim().toLowerCase());
      },
    },
  };
};

const dependencies = (users: CreateAdminDependencies['users']): CreateAdminDependencies => ({
  users,
  hasher: { hash: async (password) => `hashed:${password}` },
  newId: () => 'admin-1',
  now: () => new Date('2025-03-01T10:00:00.000Z'),
});

const input = { pec: ' Admin@Studio.PEC.it ', name: ' Anna ', surname: 'Rossi', password: 'Segreta!2025' };

describe('createAdminAccount', () => {
  it('creates a verified, confirmed admin with the hashed password', async () => {
    // Prepare
    const { records, users } = inMemoryUsers();

    // Act
    const result = await createAdminAccount(dependencies(users), input);

    // Assess
    expect(result).toEqual({ id: 'admin-1' });
    expect(records).toEqual([
      {
        id: 'admin-1',
        name: 'Anna',
        surname: 'Rossi',
        pec: 'Admin@Studio.PEC.it',
        passwordHash: 'hashed:Segreta!2025',
        role: 'admin',
        status: 'confermato',
        newsletter: false,
        email_verified: true,
        createdAt: '2025-03-01T10:00:00.000Z',
        updatedAt: '2025-03-01T10:00:00.000Z',
      },
    ]);
  });

  it('leaves an existing account with the same PEC alone', async () => {
    // Prepare
    const { records, users } = inMemoryUsers();
    await createAdminAccount(dependencies(users), input);

    // Act
    const again = createAdminAccount(dependencies(users), { ...input, pec: 'admin@studio.pec.it' });

    // Assess
    await expect(again).rejects.toThrow(/Esiste già un account con la PEC admin@studio.pec.it/);
    expect(records).toHaveLength(1);
  });

  it.each([
    [{ password: 'debole' }, /almeno 8 caratteri/],
    [{ pec: 'non-una-pec' }, /PEC non valido/],
    [{ surname: '' }, /obbligatorio/],
  ])('refuses %j and writes nothing', async (change, message) => {
    // Prepare
    const { records, users } = inMemoryUsers();

    // Act
    const attempt = createAdminAccount(dependencies(users), { ...input, ...change });

    // Assess
    await expect(attempt).rejects.toThrow(AdminCommandError);
    await expect(attempt).rejects.toThrow(message);
    expect(records).toEqual([]);
  });
});
