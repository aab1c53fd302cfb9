/** Epoch seconds, the unit of token expiries and of the tokens table's TTL attribute. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
