import { AdminCommandError } from './create-admin-account';

const PASSWORD_VARIABLE = 'REDIGO_ADMIN_PASSWORD';

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = ['\u007f', '\b'];

/** Reads one line from the terminal without echoing it. */
const promptHidden = (question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const finish = (outcome: () => void): void => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      outcome();
    };
    const onData = (chunk: string): void => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish(() => resolve(typed));
        if (character === CTRL_C || character === CTRL_D)
          return finish(() => reject(new AdminCommandError('Annullato.')));
        typed = BACKSPACE.includes(character) ? typed.slice(0, -1) : typed + character;
      }
    };
    input.on('data', onData);
  });

/** The new admin's password: from REDIGO_ADMIN_PASSWORD, or asked twice on the terminal. */
export const readPassword = async (env: Record<string, string | undefined>): Promise<string> => {
  const fromEnvironment = env[PASSWORD_VARIABLE];
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY)
    throw new AdminCommandError(
      `Nessun terminale per chiedere la password: impostala in ${PASSWORD_VARIABLE}.`,
    );
  const password = await promptHidden('Password del nuovo amministratore: ');
  const repeated = await promptHidden('Ripeti la password: ');
  if (password !== repeated) throw new AdminCommandError('Le password non combaciano.');
  return password;
};
