export interface Payment {
  id: string;
  transactionId: string;
  /** The total paid in euro, VAT included. */
  price: number;
  contractId: string;
  updatedAt: string;
}
