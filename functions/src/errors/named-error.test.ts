import { NotFoundError, PaymentRequiredError } from './app-errors';
import { NamedError } from './named-error';

class StaleThingError extends NamedError {}

describe('errors named after their class', () => {
  it('names an error by its class, through every level of extension', () => {
    expect(new StaleThingError('x').name).toBe('StaleThingError');
    expect(new NotFoundError().name).toBe('NotFoundError');
    expect(String(new PaymentRequiredError('Serve l’acquisto.'))).toBe(
      'PaymentRequiredError: Serve l’acquisto.',
    );
  });
});
