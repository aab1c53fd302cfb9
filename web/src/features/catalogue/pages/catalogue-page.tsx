import { useNavigate } from 'react-router-dom';
import type { CatalogueTemplate } from '@redigo/shared/domain/template';
import { paths } from '@redigo/shared/paths';
import { ListFilters } from '../../../components/category-filter/list-filters';
import { PageHeader } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessageOf } from '../../../lib/api-error';
import { startNewContract } from '../../questionnaire';
import { useListParams } from '../../../lib/use-list-params';
import { useCatalogue } from '../api/use-catalogue';
import { TemplateCard } from '../components/template-card';
import './catalogue-page.css';

export const CataloguePage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useListParams();
  const { data, error, isLoading } = useCatalogue(params);

  const start = (template: CatalogueTemplate) => {
    startNewContract(template);
    navigate(paths.survey);
  };

  return (
    <>
      <PageHeader
        title="Nuovo documento"
        subtitle="Scegli il contratto da redigere: rispondi al questionario e ottieni la bozza in formato .docx."
      />
      <div className="catalogue__filters">
        <ListFilters params={params} onChange={setParams} />
      </div>
      {error && <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>}
      {isLoading && !data && <Loader label="Caricamento dei documenti..." />}
      {data && data.results.length === 0 && (
        <p className="catalogue__empty">
          {params.name
            ? 'Nessun documento corrisponde alla ricerca.'
            : 'Questa categoria non contiene ancora documenti: scegline un’altra o guarda tutti i documenti.'}
        </p>
      )}
      {data && data.results.length > 0 && (
        <div className="template-grid">
          {data.results.map((template) => (
            <TemplateCard key={template.id} template={template} onStart={start} />
          ))}
        </div>
      )}
      {data && (
        <Pagination page={data.page} totalPages={data.totalPages} onChange={(page) => setParams({ page })} />
      )}
    </>
  );
};
