import { checkExpression } from './check';
import { QUESTIONS, eredi } from './test-support';

const problems = (expression: string, inLoop = false): string[] =>
  checkExpression(expression, { questions: QUESTIONS, ...(inLoop ? { group: eredi } : {}) }).problems;

describe('expression check', () => {
  it.each([
    'canone * 12',
    'canone * mesi | lettere',
    '(canone + compenso) / 2 | arrotonda:2',
    'deposito <= canone * 3',
    'eredi | somma:"quota" == 100',
    'eredi | qualcuno:"tipo":"Persona giuridica"',
    'eredi | tutti:"tipo":"Persona fisica" && canone > 0',
    'tipo == "Abitativo"',
    '0.1 + 0.2',
    'canone | arrotonda:6',
  ])('accepts %s', (expression) => {
    expect(problems(expression)).toEqual([]);
  });

  it('reads the item fields inside a group loop', () => {
    expect(problems('quota * canone / 100 + $posizione', true)).toEqual([]);
    expect(problems('quota * 2')).toEqual([
      'L\'espressione "quota * 2" usa "quota", che non è una domanda del modello.',
    ]);
  });

  it.each([
    ['canone * 1,5', 'scrive il numero 1,5 con la virgola'],
    ['canone +', 'è incompleta'],
    ['affitto * 12', 'usa "affitto", che non è una domanda del modello'],
    ['nome_conduttore * 2', 'con "nome_conduttore", che non è un numero né un importo'],
    ['tipo + 1', 'con "tipo", che non è un numero né un importo'],
    ['decorrenza > 3', 'con "decorrenza", che non è un numero né un importo'],
    ['eredi * 2', 'con "eredi", che non è un numero né un importo'],
    ['canone == tipo', 'con "tipo", che non è un numero né un importo'],
    ['eredi | somma:"nome"', 'somma il campo "nome", che non è un numero né un importo'],
    ['eredi | somma:"altezza"', 'usa il campo "altezza", che il gruppo "eredi" non ha'],
    ['canone | somma:"quota"', 'usa il filtro somma su qualcosa che non è un gruppo'],
    ['eredi | somma', 'senza il campo tra virgolette'],
    ['eredi | qualcuno:"quota":"1"', 'usa il filtro qualcuno sul campo "quota", che non è a scelta'],
    ['eredi | tutti:"tipo":"Ente"', 'cerca "Ente", che non è una delle risposte del campo "tipo"'],
    ['canone | arrotonda:7', 'arrotonda con un numero di decimali che non è un intero da 0 a 6'],
    ['canone | arrotonda:1.5', 'arrotonda con un numero di decimali'],
    ['canone | arrotonda', 'arrotonda con un numero di decimali'],
    ['canone | raddoppia', 'usa il filtro "raddoppia", che non esiste'],
    ['canone * compenso', 'moltiplica un importo per un importo'],
    ['canone / compenso', 'divide un importo per un importo'],
    ['(canone + 1) * (compenso - 1)', 'moltiplica un importo per un importo'],
  ])('reports %s: %s', (expression, part) => {
    const [problem, ...rest] = problems(expression);
    expect(rest).toEqual([]);
    expect(problem).toContain(`L'espressione "${expression}"`);
    expect(problem).toContain(part);
  });

  it('gives the kind of the result', () => {
    const scope = { questions: QUESTIONS };
    expect(checkExpression('canone * mesi', scope).kind).toBe('amount');
    expect(checkExpression('mesi * aliquota', scope).kind).toBe('number');
    expect(checkExpression('eredi | somma:"lascito"', scope).kind).toBe('amount');
    expect(checkExpression('canone > 1', scope).kind).toBe('boolean');
  });
});
