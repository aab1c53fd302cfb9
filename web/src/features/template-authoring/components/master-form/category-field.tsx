import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useAllCategories } from '../../../../components/category-filter/use-categories';
import { SelectField } from '../../../../components/ui/choice-fields';
import type { MasterFormValues } from './master-form-values';

/**
 * The template's category (the select loads every category). A new template starts on the first category, as
 * listed, so the category is never what keeps a form of the required fields from saving.
 */
export const CategoryField = ({ preselectFirst }: { preselectFirst: boolean }) => {
  const { data } = useAllCategories();
  const options = (data?.results ?? []).map((category) => ({ value: category.id, label: category.name }));
  const { values, setFieldValue } = useFormikContext<MasterFormValues>();
  const first = options[0]?.value;
  const preselected = useRef(false);
  useEffect(() => {
    if (!preselectFirst || preselected.current || !first) return;
    preselected.current = true;
    if (values.categoryId === '') void setFieldValue('categoryId', first);
  }, [preselectFirst, first, values.categoryId, setFieldValue]);

  return (
    <SelectField name="categoryId" label="Categoria" placeholder="Scegli una categoria" options={options} />
  );
};
