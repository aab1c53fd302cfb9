import { Button } from '../../../../components/ui/button';

interface MoveButtonsProps {
  index: number;
  count: number;
  /** What is moved, with its article: «il campo», «la domanda». */
  noun: string;
  onMove: (index: number, by: -1 | 1) => void;
}

/** 'Su' and 'Giù': the keyboard's way to reorder a list of questions or fields, one place at a time. */
export const MoveButtons = ({ index, count, noun, onMove }: MoveButtonsProps) => (
  <>
    <Button
      variant="transparent"
      size="sm"
      onClick={() => onMove(index, -1)}
      disabled={index === 0}
      aria-label={`Sposta su ${noun} ${index + 1}`}
    >
      Su
    </Button>
    <Button
      variant="transparent"
      size="sm"
      onClick={() => onMove(index, 1)}
      disabled={index === count - 1}
      aria-label={`Sposta giù ${noun} ${index + 1}`}
    >
      Giù
    </Button>
  </>
);
