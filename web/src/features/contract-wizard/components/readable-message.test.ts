/** @jest-environment jsdom */
import { readableMessage } from './readable-message';

describe('readableMessage', () => {
  it('keeps plain text', () => {
    expect(readableMessage('Le risposte non sono valide.')).toBe('Le risposte non sono valide.');
  });

  it('reads JSON messages', () => {
    expect(readableMessage('{"message":"Manca la risposta a durata."}')).toBe('Manca la risposta a durata.');
    expect(readableMessage('["Risposta mancante.","Opzione non valida."]')).toBe(
      'Risposta mancante. Opzione non valida.',
    );
  });
});
