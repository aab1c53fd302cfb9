import { typeIban } from './iban-typing';

describe('an IBAN as the lawyer types it', () => {
  it('groups it in fours and in upper case, the caret after the character it followed', () => {
    expect(typeIban('IT60', 'IT60x', 5, false)).toEqual({ text: 'IT60 X', caret: 6 });
    expect(typeIban('', 'it60 x0542811101000000123456', 28, false)).toEqual({
      text: 'IT60 X054 2811 1010 0000 0123 456',
      caret: 33,
    });
  });

  it('keeps the caret in place when a character is typed in the middle', () => {
    // «IT60 X054» with a 9 typed after «IT6»: the groups move, the caret stays after the 9.
    expect(typeIban('IT60 X054', 'IT690 X054', 4, false)).toEqual({ text: 'IT69 0X05 4', caret: 4 });
  });

  it('deletes the character before a space the grouping put, on Backspace', () => {
    expect(typeIban('IT60 X054', 'IT60X054', 4, true)).toEqual({ text: 'IT6X 054', caret: 3 });
  });
});
