import { PASSWORD_HINT } from '../../lib/password-hint';
import { PasswordField } from './form-fields';

/** A password being chosen: the browser may offer a strong one, and the password rule is written under it. */
export const NewPasswordField = ({ name, label }: { name: string; label: string }) => (
  <PasswordField name={name} label={label} autoComplete="new-password" hint={PASSWORD_HINT} />
);
