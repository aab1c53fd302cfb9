/** The invoices issued, for admins: by year and month, with XML, PDF and the month's archive for the accountant. */
export { InvoicesPage } from './pages/invoices-page';
