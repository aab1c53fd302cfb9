import { isCommonPassword, passwordCore } from './common-passwords';

describe('common passwords', () => {
  it.each([
    'Password1!',
    'P@ssw0rd',
    'P@$$w0rd2024',
    'Qwerty123!',
    '!Juventus1897',
    'Avvocato2024#',
    'Aaaaaaa1!',
    'A1234567!',
    'Abcdefg1!',
    'Asdfghjkl9$',
    'Settembre2023!',
    'Redigo!2025',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Xq9#Lm2$Pz', 'Tartaruga!Blu7', 'Vh7!casaLontana', 'Admin!Verde42', 'Marrone#Cielo8'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );

  it('reads look-alike characters as letters once the padding is gone', () => {
    expect(passwordCore('12P@55w0rd!!')).toBe('password');
  });
});
