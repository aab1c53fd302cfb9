import type { ReactNode } from 'react';
import { ITALIAN_MONTHS } from '@redigo/shared/italian/calendar';
import { invoiceYears, type InvoicePeriod } from './use-invoice-period';
import './invoices.css';

/** «Anno» and «Mese» (or «Tutto l'anno»), then what the list offers for the period chosen (its archive). */
export const InvoicePeriodFilters = ({
  period,
  children,
}: {
  period: InvoicePeriod;
  children?: ReactNode;
}) => (
  <div className="row invoices-filters">
    <label>
      Anno
      <select
        className="field__input field__input--select"
        value={period.year}
        onChange={(event) => period.choose({ year: Number(event.target.value), month: period.month })}
      >
        {invoiceYears(period.now).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
    <label>
      Mese
      <select
        className="field__input field__input--select"
        value={period.month ?? ''}
        onChange={(event) =>
          period.choose({ year: period.year, month: event.target.value ? Number(event.target.value) : null })
        }
      >
        <option value="">Tutto l'anno</option>
        {ITALIAN_MONTHS.map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </select>
    </label>
    {children}
  </div>
);
