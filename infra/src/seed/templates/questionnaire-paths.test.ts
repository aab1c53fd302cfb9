import { question } from './template-definition';
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

describe('questionCountRange', () => {
  it('gives the shortest and the longest path', () => {
    expect(questionCountRange(questions)).toEqual({ min: 3, max: 6 });
  });
});
