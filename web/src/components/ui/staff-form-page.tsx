import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { Card, PageHeader } from './card';
import { FormActions } from './form-actions';
import { SchemaForm, type SchemaFormProps } from './schema-form';
import './staff.css';

interface StaffFormPageProps<Values extends FormikValues> extends Omit<SchemaFormProps<Values>, 'className'> {
  title: string;
  subtitle: string;
  /** The buttons under the fields, the SubmitButton last. */
  actions: ReactNode;
}

/** A staff page made of one short form: the heading, then the fields and their buttons in a narrow card. */
export const StaffFormPage = <Values extends FormikValues>({
  title,
  subtitle,
  actions,
  children,
  ...form
}: StaffFormPageProps<Values>) => (
  <>
    <PageHeader title={title} subtitle={subtitle} />
    <Card className="narrow-card">
      <SchemaForm {...form} className="stack">
        {children}
        <FormActions className="row row--end">{actions}</FormActions>
      </SchemaForm>
    </Card>
  </>
);
