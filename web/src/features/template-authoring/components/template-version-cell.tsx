import { Link } from 'react-router-dom';
import type { Template } from '@redigo/shared/domain/template';
import { getHref } from '@redigo/shared/paths';
import { olderContracts, useTemplateVersions } from '../api/template-versions-api';

const contractsText = (count: number): string =>
  count === 1 ? '1 contratto su versioni precedenti' : `${count} contratti su versioni precedenti`;

/** How many contracts sit on versions older than the published one (read only when there can be any). */
const OlderContracts = ({ template }: { template: Template }) => {
  const published = template.published_version;
  const { data } = useTemplateVersions(published !== null && published > 1 ? template.id : null);
  if (!data) return null;
  const { contracts, paid } = olderContracts(data, published);
  return (
    <span className="template-version__older">
      {contractsText(contracts)}
      {contracts > 0 && `, di cui ${paid} ${paid === 1 ? 'acquistato' : 'acquistati'}`}
    </span>
  );
};

/**
 * The template list's «Versione»: the version lawyers get (or that it was never published), a newer one saved and
 * not published yet, the contracts on older versions, and the link to its «Cronologia».
 */
export const TemplateVersionCell = ({ template }: { template: Template }) => {
  const published = template.published_version;
  const newest = template.content_version;
  return (
    <span className="template-version">
      <span className="template-version__current">
        {published === null ? 'Mai pubblicato' : `Versione ${published}`}
      </span>
      {published !== null && newest !== undefined && newest > published && (
        <span className="template-version__pending">versione {newest} da pubblicare</span>
      )}
      <OlderContracts template={template} />
      <Link to={getHref('templateHistory', { id: template.id })} className="template-version__link">
        Cronologia<span className="visually-hidden"> di «{template.name}»</span>
      </Link>
    </span>
  );
};
