import { newUserRecord, type UserRepository } from '@redigo/functions/areas/users';
import type { PasswordHasher } from '@redigo/functions/security/password-hasher';
import { isStrongPassword, pecField, personNameField } from '@redigo/shared/schemas/fields';
import { ValidationError } from 'yup';

export interface NewAdmin {
  pec: string;
  name: string;
  surname: string;
  password: string;
}

export interface CreateAdminDependencies {
  users: Pick<UserRepository, 'create' | 'findByPec'>;
  hasher: Pick<PasswordHasher, 'hash'>;
  newId(): string;
  now(): Date;
}

/** A refusal the operator can fix (bad input, account already there); its message is for a person. */
export class AdminCommandError extends Error {}

const checked = (validate: () => string): string => {
  try {
    return validate();
  } catch (error) {
    if (error instanceof ValidationError) throw new AdminCommandError(`${error.path ?? ''} ${error.message}`);
    throw error;
  }
};

/**
 * Creates an admin account ready to sign in (verified, confirmed), with the product's own repository and
 * password hasher. Refuses a weak password and a PEC that is already registered: it never changes an account.
 */
export const createAdminAccount = async (
  dependencies: CreateAdminDependencies,
  input: NewAdmin,
): Promise<{ id: string }> => {
  const pec = checked(() => pecField().validateSync(input.pec));
  const name = checked(() => personNameField('Nome').validateSync(input.name));
  const surname = checked(() => personNameField('Cognome').validateSync(input.surname));
  if (!isStrongPassword(input.password))
    throw new AdminCommandError(
      'La password deve avere almeno 8 caratteri, una lettera maiuscola, una cifra e uno tra @#$%^&+=!',
    );
  if (await dependencies.users.findByPec(pec))
    throw new AdminCommandError(`Esiste già un account con la PEC ${pec}: non è stato modificato.`);
  const id = dependencies.newId();
  await dependencies.users.create(
    newUserRecord(
      {
        id,
        name,
        surname,
        pec,
        passwordHash: await dependencies.hasher.hash(input.password),
        role: 'admin',
        status: 'confermato',
        email_verified: true,
      },
      dependencies.now().toISOString(),
    ),
  );
  return { id };
};
