import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Category } from '@redigo/shared/domain/category';
import { adminMessages } from '@redigo/shared/messages/admin';
import { paths } from '@redigo/shared/paths';
import { categorySchema } from '@redigo/shared/schemas/categories';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, PageHeader } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-fields';
import { categoryToEditStore } from '../stores/category-to-edit-store';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { saveCategory } from '../api/categories-api';
import '../components/admin.css';

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
    <>
      <PageHeader
        title={editing ? 'Modifica categoria' : 'Crea categoria'}
        subtitle={
          editing ? `Il nuovo nome di «${editing.name}».` : 'Una nuova categoria per i master del catalogo.'
        }
      />
      <Card className="narrow-card">
        <Formik
          initialValues={{ name: editing?.name ?? '' }}
          validationSchema={categorySchema}
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
        >
          {({ isSubmitting }) => (
            <Form className="stack" noValidate>
              <TextField name="name" label="Nome" autoComplete="off" />
              <FormActions className="row row--end">
                <ButtonLink to={paths.categories} variant="outline">
                  Annulla
                </ButtonLink>
                <Button type="submit" loading={isSubmitting}>
                  {editing ? 'Salva le modifiche' : 'Crea categoria'}
                </Button>
              </FormActions>
            </Form>
          )}
        </Formik>
      </Card>
    </>
  );
};

/** NEW_CATEGORY: creates a category, or edits the one preselected with Modifica. Each visit starts afresh. */
export const CategoryFormPage = () => {
  const { key, state } = useLocation();
  return <CategoryForm key={key} state={state} />;
};
