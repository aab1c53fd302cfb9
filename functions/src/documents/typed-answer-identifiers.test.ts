import { TypedAnswer } from './typed-answer';

describe('identifiers in a document', () => {
  it('writes an IBAN in groups of four, a province and a CAP as stored', () => {
    expect(String(new TypedAnswer('iban', 'IT60X0542811101000000123456'))).toBe(
      'IT60 X054 2811 1010 0000 0123 456',
    );
    expect(String(new TypedAnswer('provincia', 'NA'))).toBe('NA');
    expect(String(new TypedAnswer('cap', '80134'))).toBe('80134');
  });
});
