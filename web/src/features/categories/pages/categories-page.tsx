import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category } from '@redigo/shared/domain/category';
import { adminMessages } from '@redigo/shared/messages/admin';
import { paths } from '@redigo/shared/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTable } from '../../../components/ui/paged-table';
import { actionsColumn, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { categoryToEditStore } from '../stores/category-to-edit-store';
import { useListParams } from '../../../lib/use-list-params';
import { deleteCategory, useCategoriesPage } from '../api/categories-api';
import type { CategoryFormState } from './category-form-page';
import '../../../components/ui/staff.css';

/** CATEGORIES: the categories, with Modifica and Elimina for the admin (editors only read them). */
export const CategoriesPage = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const isAdmin = useSession().user?.role === 'admin';
  const [params, setParams] = useListParams();
  const categories = useCategoriesPage(params.page);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [removing, setRemoving] = useState(false);

  const edit = (category: Category) => {
    categoryToEditStore.set({ id: category.id, name: category.name });
    navigate(paths.newCategory, { state: { editCategory: category.id } satisfies CategoryFormState });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    try {
      await deleteCategory(deleting.id);
      toast.success(adminMessages.categoryDeleted);
    } catch (failure) {
      toast.error(errorMessageOf(failure));
    }
    setRemoving(false);
    setDeleting(null);
  };

  const columns: TableColumn<Category>[] = [{ key: 'name', header: 'Titolo', render: (c) => c.name }];
  if (isAdmin) {
    columns.push(
      actionsColumn((c) => (
        <>
          <Button variant="outline" size="sm" onClick={() => edit(c)}>
            Modifica
          </Button>
          <Button variant="transparent" size="sm" onClick={() => setDeleting(c)}>
            Elimina
          </Button>
        </>
      )),
    );
  }

  return (
    <>
      <PageHeader
        title="Categorie inserite"
        subtitle="Le categorie con cui i master sono raggruppati nel catalogo."
        actions={
          isAdmin && (
            <ButtonLink to={paths.newCategory} size="sm">
              Crea categoria
            </ButtonLink>
          )
        }
      />
      <PagedTable
        list={categories}
        loading="Caricamento delle categorie..."
        onPage={(page) => setParams({ page })}
        caption="Categorie inserite"
        columns={columns}
        empty={adminMessages.noCategories}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare la categoria?"
        confirmLabel="Elimina"
        loading={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>«{deleting?.name}» sarà eliminata. Una categoria usata da un master non si può eliminare.</p>
      </ConfirmDialog>
    </>
  );
};
