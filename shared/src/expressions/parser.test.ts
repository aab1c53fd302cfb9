import type { ExpressionNode } from './ast';
import { namesOf } from './ast';
import { parseExpression } from './parser';

/** The tree written back with every operation in parentheses, to read the precedence. */
const shape = (node: ExpressionNode): string => {
  switch (node.kind) {
    case 'number':
      return node.text;
    case 'string':
      return JSON.stringify(node.value);
    case 'name':
      return node.name;
    case 'unary':
      return `(${node.operator}${shape(node.operand)})`;
    case 'binary':
      return `(${shape(node.left)} ${node.operator} ${shape(node.right)})`;
    case 'filter':
      return `(${shape(node.input)} | ${[node.name, ...node.args.map(shape)].join(':')})`;
  }
};

const parsed = (expression: string): string => {
  const result = parseExpression(expression);
  if (!result.ok) throw new Error(result.error);
  return shape(result.ast);
};

const error = (expression: string): string => {
  const result = parseExpression(expression);
  if (result.ok) throw new Error(`parsed: ${expression}`);
  return result.error;
};

describe('expression parser', () => {
  it.each([
    ['1 + 2 * 3', '(1 + (2 * 3))'],
    ['(1 + 2) * 3', '((1 + 2) * 3)'],
    ['a - b - c', '((a - b) - c)'],
    ['-a * 2', '((-a) * 2)'],
    ['canone * 12 | lettere', '((canone * 12) | lettere)'],
    ['eredi | somma:"quota" == 100', '((eredi | somma:"quota") == 100)'],
    ['deposito <= canone * 3', '(deposito <= (canone * 3))'],
    ['a > 1 && b < 2 || !c', '(((a > 1) && (b < 2)) || (!c))'],
    ['g | qualcuno:"tipo":"Persona giuridica"', '(g | qualcuno:"tipo":"Persona giuridica")'],
    ['(a + b) / 2 | arrotonda:2', '(((a + b) / 2) | arrotonda:2)'],
    ['x | aggiungi_mesi:48 | data_breve', '((x | aggiungi_mesi:48) | data_breve)'],
    ['0.1 + 0.2', '(0.1 + 0.2)'],
  ])('reads %s as %s', (expression, expected) => {
    expect(parsed(expression)).toBe(expected);
  });

  it.each([
    ['tipo == "Persona giuridica"', '(tipo == "Persona giuridica")'],
    ["tipo === 'Commerciale'", '(tipo == "Commerciale")'],
    ['tipo !== "A"', '(tipo != "A")'],
    ['tipo == “Abitativo”', '(tipo == "Abitativo")'],
    ['a == "X" || b | contiene:"Y"', '((a == "X") || (b | contiene:"Y"))'],
    ['!extra | contiene:"Box"', '(!(extra | contiene:"Box"))'],
    ['$posizione', '$posizione'],
    ['avvocato.nome', 'avvocato.nome'],
    ['locatori | elenco:"nome cognome"', '(locatori | elenco:"nome cognome")'],
    ['cf | genere:"il Sig.":"la Sig.ra"', '(cf | genere:"il Sig.":"la Sig.ra")'],
    ['locatori | numero | lettere', '((locatori | numero) | lettere)'],
    ['città', 'città'],
  ])('reads the tag language of today: %s', (expression, expected) => {
    expect(parsed(expression)).toBe(expected);
  });

  it('lists the names it reads, once each', () => {
    const result = parseExpression('canone * mesi + canone > eredi | somma:"quota"');
    expect(result.ok && namesOf(result.ast)).toEqual(['canone', 'mesi', 'eredi']);
  });

  it('refuses a literal with a comma, quoting the expression', () => {
    expect(error('canone * 1,5')).toBe(
      'L\'espressione "canone * 1,5" scrive il numero 1,5 con la virgola: nelle espressioni i decimali si scrivono con il punto (1.5).',
    );
  });

  it.each([
    ['canone *', 'è incompleta'],
    ['(a + b', 'apre una parentesi che non chiude'],
    ['a + b)', '")" non è al suo posto'],
    ['a b', '"b" non è al suo posto'],
    ['a = 1', 'il carattere "="'],
    ['a | 12', 'dopo "|" va il nome di un filtro'],
    ['"aperta', 'apre delle virgolette'],
    ['a # b', 'il carattere "#"'],
  ])('refuses %s: %s', (expression, part) => {
    const message = error(expression);
    expect(message).toContain(`"${expression}"`);
    expect(message).toContain(part);
  });

  it('refuses more than 500 characters and more than 20 levels of parentheses', () => {
    expect(error(`a${' + a'.repeat(125)}`)).toContain('supera 500 caratteri');
    expect(parseExpression(`a${' + a'.repeat(124)}`).ok).toBe(true);
    expect(parsed(`${'('.repeat(20)}1${')'.repeat(20)}`)).toBe('1');
    expect(error(`${'('.repeat(21)}1${')'.repeat(21)}`)).toContain('più di 20 livelli di parentesi');
    // Deep nesting never overflows the stack: it is refused by counting.
    expect(error(`${'('.repeat(400)}1`)).toContain('più di 20 livelli di parentesi');
  });

  it('reads long chains of prefix operators without recursion trouble', () => {
    expect(parseExpression(`${'!'.repeat(499)}a`).ok).toBe(true);
    expect(parseExpression(`${'-'.repeat(499)}1`).ok).toBe(true);
  });
});

describe('an expression parsed once', () => {
  it('hands out the same tree for the same text, and a fresh one for another', () => {
    const first = parseExpression('canone_annuo / 12');
    expect(parseExpression('canone_annuo / 12')).toBe(first);
    expect(parseExpression('canone_annuo / 4')).not.toBe(first);
  });
});
