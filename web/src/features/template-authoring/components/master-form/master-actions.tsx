import { Button } from '../../../../components/ui/button';
import { FormActions } from '../../../../components/ui/form-actions';

interface MasterActionsProps {
  hasQuestions: boolean;
  saving: boolean;
  onSubmit: (action: MasterAction) => void;
}

/**
 * 'questions': upload and save (a new master stays suspended), then write the first question; 'keep': upload and
 * save, staying on the form; 'save': upload, save and return to the list.
 */
export type MasterAction = 'questions' | 'keep' | 'save';

/** The spec's buttons: with no questions 'Salva e vai alle domande', otherwise the two saves. */
export const MasterActions = ({ hasQuestions, saving, onSubmit }: MasterActionsProps) => (
  <FormActions className="master__actions">
    {hasQuestions ? (
      <>
        <Button variant="outline" onClick={() => onSubmit('keep')} disabled={saving}>
          Salva temporaneamente
        </Button>
        <Button onClick={() => onSubmit('save')} loading={saving}>
          Salva e concludi
        </Button>
      </>
    ) : (
      <Button onClick={() => onSubmit('questions')} loading={saving}>
        Salva e vai alle domande
      </Button>
    )}
  </FormActions>
);
