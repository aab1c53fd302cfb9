import type { InvoiceRecord } from '../../areas/invoices';
import type { JoinedWrite } from '../../ports/joined-write';
import { newInvoiceItem } from './invoices';
import type { TransactItem } from './transactions';

/** The tables whose records may join another table's transaction. */
export type JoinedTables = Record<JoinedWrite['store'], string>;

/** The transaction item of a write another area's repository joins to its transaction (ports/joined-write.ts). */
export const joinedWriteItem = (write: JoinedWrite, tables: JoinedTables): TransactItem => {
  switch (write.store) {
    case 'invoices':
      return newInvoiceItem(tables.invoices, write.create as InvoiceRecord);
  }
};
