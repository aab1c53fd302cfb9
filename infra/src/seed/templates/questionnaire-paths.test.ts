import { group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { question, typedQuestion } from './template-definition';
import { questionCountRange, reachableAnswerSets } from './questionnaire-paths';

const questions = [
  question('tipo', 'Tipo?', ['A', 'B']),
  question('extra', 'Extra?', ['x', 'y', 'z'], { multiple: true }),
  question('solo_a', 'Solo A?', ['Sì', 'No'], { when: [{ tipo: 'A' }] }),
  question('con_x', 'Con x?', ['Sì', 'No'], { when: [{ extra: ['x', 'y'] }] }),
  question('entrambe', 'A e x?', ['Sì', 'No'], { when: [{ tipo: 'A', extra: 'x' }] }),
  question('testo', 'Testo?', ['uno', 'due', 'tre']),
];

describe('reachableAnswerSets', () => {
  it('covers every combination of the answers conditions look at', () => {
    const sets = reachableAnswerSets(questions);

    const shapes = new Set(sets.map((answers) => Object.keys(answers).sort().join(',')));

    expect(shapes).toEqual(
      new Set([
        'extra,solo_a,testo,tipo',
        'con_x,extra,solo_a,testo,tipo',
        'con_x,entrambe,extra,solo_a,testo,tipo',
        'extra,testo,tipo',
        'con_x,extra,testo,tipo',
      ]),
    );
    expect(sets.every((answers) => answers.testo !== undefined)).toBe(true);
  });

  it('varies the answers that no condition looks at', () => {
    const picked = new Set(reachableAnswerSets(questions).map((answers) => answers.testo));

    expect(picked.size).toBeGreaterThan(1);
  });
});

describe('reachableAnswerSets on a group test', () => {
  const conduttori = group(
    'conduttori',
    [
      single('tipo', ['Persona fisica', 'Persona giuridica']),
      typedQuestion('nome', 'Nome?', 'text', { when: [{ tipo: 'Persona fisica' }] }),
      typedQuestion('denominazione', 'Denominazione?', 'text', { when: [{ tipo: 'Persona giuridica' }] }),
    ],
    { item_label: 'Conduttore' },
  );
  const foresteria = typedQuestion('foresteria', 'Per chi?', 'text', {
    when: [{ conduttori: { any: { tipo: 'Persona giuridica' } } }],
  });

  it('gives a group the items its tests look at, each item answering the fields then asked', () => {
    const sets = reachableAnswerSets([conduttori, foresteria]);

    expect(sets.map((answers) => answers.conduttori)).toEqual([
      [{ tipo: 'Persona fisica', nome: 'Mario' }],
      [{ tipo: 'Persona giuridica', denominazione: 'Alfa Servizi S.r.l.' }],
    ]);
    expect(sets.map((answers) => 'foresteria' in answers)).toEqual([false, true]);
    expect(questionCountRange([conduttori, foresteria])).toEqual({ min: 1, max: 2 });
  });
});

describe('questionCountRange', () => {
  it('gives the shortest and the longest path', () => {
    expect(questionCountRange(questions)).toEqual({ min: 3, max: 6 });
  });
});
