import { Link } from 'react-router-dom';
import type { UpdatedContract } from '@redigo/shared/domain/template-versions';
import { getHref } from '@redigo/shared/paths';

/** The line of a contract made by update that names the original it updates, with a link to it. */
export const UpdateOrigin = ({ updates, version }: { updates: UpdatedContract; version: number | null }) => (
  <p className="detail__origin">
    {version === null ? 'Aggiornamento' : `Aggiornamento alla versione ${version}`} del documento{' '}
    <Link to={getHref('documentDetail', { id: updates.id })}>«{updates.name}»</Link>
    {updates.template_version !== null && ` (versione ${updates.template_version})`}.
  </p>
);
