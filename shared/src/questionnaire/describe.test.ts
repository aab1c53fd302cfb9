import type { Condition } from '../domain/question';
import { describeCondition } from './describe';

describe('describeCondition', () => {
  it.each<[Condition, string]>([
    [{ tipo: 'Abitativo' }, 'tipo = Abitativo'],
    [{ tipo: 'Abitativo', extra: 'Giardino' }, 'tipo = Abitativo && extra = Giardino'],
    [{ extra: ['Box', 'Cantina'] }, 'extra = Box o Cantina'],
    [{ a: ['X', 'Y', 'Z'], b: 'W' }, 'a = X o Y o Z && b = W'],
    [{ canone: { gt: 1000, lte: 5000 } }, 'canone > 1000 && canone <= 5000'],
    [{ eredi: { all: { tipo: 'Persona fisica' } } }, 'eredi: tutti gli elementi con tipo = Persona fisica'],
  ])('shows %p as %p', (condition, text) => {
    expect(describeCondition(condition)).toBe(text);
  });
});
