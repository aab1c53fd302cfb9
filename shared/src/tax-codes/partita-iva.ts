/** The Italian partita IVA: 11 digits, the last a check digit (the Luhn-like rule of the Agenzia delle Entrate). */
export const isValidPartitaIva = (value: string): boolean => {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits) || digits === '00000000000') return false;
  let sum = 0;
  for (let position = 0; position < 10; position += 1) {
    const digit = digits.charCodeAt(position) - 48;
    if (position % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(10) - 48;
};
