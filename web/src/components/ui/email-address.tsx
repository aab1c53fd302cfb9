import { Fragment } from 'react';
import './email-address.css';

/**
 * An e-mail address that may wrap where a person expects it to (after `@` and after a dot, never before the last part: `.it` stays), so a long PEC
 * narrows its table column instead of pushing the table past its frame.
 */
export const EmailAddress = ({ address }: { address: string }) => (
  <span className="email-address">
    {address.split(/(?<=[@.])(?=[^.]*\.)/).map((part, index) => (
      <Fragment key={index}>
        {index > 0 && <wbr />}
        {part}
      </Fragment>
    ))}
  </span>
);
