import type { Contract } from '@redigo/shared/domain/contract';
import './document-name.css';

/**
 * A document as a list names it: its name (the lawyer's, or the title and the first party), and under it the
 * template's title when the name does not already say it.
 */
export const DocumentName = ({ contract }: { contract: Pick<Contract, 'name' | 'title'> }) => {
  const name = contract.name || contract.title;
  return (
    <span className="document-name">
      <strong className="document-name__name">{name}</strong>
      {!name.startsWith(contract.title) && <span className="document-name__title">{contract.title}</span>}
    </span>
  );
};
