import { Form, Formik, useFormikContext, type FormikHelpers, type FormikValues } from 'formik';
import { useState, type ComponentProps, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { errorMessageOf } from '../../lib/api-error';
import { Button } from './button';

export interface SchemaFormProps<Values extends FormikValues> {
  initialValues: Values;
  /** The shared rules the values are checked with before `onSubmit`. */
  schema: AnyObjectSchema;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<unknown>;
  className: string;
  /** The fields, and a SubmitButton. */
  children: ReactNode;
}

/** A Formik form checked by a shared schema, without the browser's own validation (the fields show the errors). */
export const SchemaForm = <Values extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  className,
  children,
}: SchemaFormProps<Values>) => (
  <Formik<Values> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
    <Form className={className} noValidate>
      {children}
    </Form>
  </Formik>
);

/** The surrounding form's submit button, busy while the form is submitted. */
export const SubmitButton = (props: Omit<ComponentProps<typeof Button>, 'type' | 'loading'>) => {
  const { isSubmitting } = useFormikContext();
  return <Button {...props} type="submit" loading={isSubmitting} />;
};

/**
 * The message of the last submit that failed, for a red box under the fields: `catching(submit)` clears it, runs
 * the submit and keeps the failure's message.
 */
export const useSubmitError = () => {
  const [error, setError] = useState<string | null>(null);
  const catching =
    <Args extends unknown[]>(submit: (...args: Args) => Promise<void>) =>
    async (...args: Args): Promise<void> => {
      setError(null);
      try {
        await submit(...args);
      } catch (caught) {
        setError(errorMessageOf(caught));
      }
    };
  return { error, catching };
};
