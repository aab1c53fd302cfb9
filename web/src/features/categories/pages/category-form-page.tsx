import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Category } from '@redigo/shared/domain/category';
import { adminMessages } from '@redigo/shared/messages/admin';
import { paths } from '@redigo/shared/paths';
import { categorySchema } from '@redigo/shared/schemas/categories';
import { ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { SubmitButton } from '../../../components/ui/schema-form';
import { categoryToEditStore } from '../stores/category-to-edit-store';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { saveCategory } from '../api/categories-api';
import { StaffFormPage } from '../../../components/ui/staff-form-page';

/** What Modifica hands to the form along the navigation: the id of the category it stored to edit. */
export interface CategoryFormState {
  editCategory: string;
}

/**
 * The category chosen with Modifica, kept in sessionStorage ('new-category'), when this visit came from that
 * Modifica; any other visit (the sidebar's 'Crea categoria', a link) creates a category.
 */
const storedCategory = (state: unknown): Category | null => {
  const wanted = (state as Partial<CategoryFormState> | null)?.editCategory;
  if (!wanted) return null;
  const value = categoryToEditStore.get();
  return value && value.id === wanted ? value : null;
};

const CategoryForm = ({ state }: { state: unknown }) => {
  const navigate = useNavigate();
  const toast = useToast();
  const [editing] = useState(() => storedCategory(state));
  useEffect(() => () => categoryToEditStore.set(null), []);

  return (
    <StaffFormPage
      title={editing ? 'Modifica categoria' : 'Crea categoria'}
      subtitle={
        editing ? `Il nuovo nome di «${editing.name}».` : 'Una nuova categoria per i master del catalogo.'
      }
      initialValues={{ name: editing?.name ?? '' }}
      schema={categorySchema}
      onSubmit={async (values, helpers) => {
        try {
          await saveCategory(categorySchema.cast(values), editing?.id ?? null);
          toast.success(editing ? adminMessages.categoryUpdated : adminMessages.categoryCreated);
          categoryToEditStore.set(null);
          navigate(paths.categories);
        } catch (failure) {
          toast.error(errorMessageOf(failure));
          if (failure instanceof ApiError && failure.status === 409)
            helpers.setFieldError('name', failure.message);
        }
      }}
      actions={
        <>
          <ButtonLink to={paths.categories} variant="outline">
            Annulla
          </ButtonLink>
          <SubmitButton>{editing ? 'Salva le modifiche' : 'Crea categoria'}</SubmitButton>
        </>
      }
    >
      <TextField name="name" label="Nome" autoComplete="off" />
    </StaffFormPage>
  );
};

/** NEW_CATEGORY: creates a category, or edits the one preselected with Modifica. Each visit starts afresh. */
export const CategoryFormPage = () => {
  const { key, state } = useLocation();
  return <CategoryForm key={key} state={state} />;
};
