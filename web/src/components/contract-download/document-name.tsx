import type { Contract } from '@redigo/shared/domain/contract';
import './document-name.css';

/**
 * A document as a list names it: its name (the lawyer's, or the title and the first party), and under it the
 * template's title when the name does not already say it. `titleFirst`: the title (the type of contract) first and
 * the name under it when it differs, for a column headed by the type (the admin's «Tipologia di contratto»).
 */
export const DocumentName = ({
  contract,
  titleFirst = false,
}: {
  contract: Pick<Contract, 'name' | 'title'>;
  titleFirst?: boolean;
}) => {
  const name = contract.name || contract.title;
  if (titleFirst)
    return (
      <span className="document-name">
        <strong className="document-name__name">{contract.title}</strong>
        {name !== contract.title && <span className="document-name__title">{name}</span>}
      </span>
    );
  return (
    <span className="document-name">
      <strong className="document-name__name">{name}</strong>
      {!name.startsWith(contract.title) && <span className="document-name__title">{contract.title}</span>}
    </span>
  );
};
