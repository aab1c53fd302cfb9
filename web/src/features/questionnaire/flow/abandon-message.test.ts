import { abandonMessage } from './abandon-flow';

describe('the abandon dialog', () => {
  it('warns that unsaved answers are lost', () => {
    expect(abandonMessage({ id: null, status: 'TO_COMPLETE' })).toMatch(/andranno perse/);
    expect(abandonMessage(null)).toMatch(/ricominciare il questionario/);
  });

  it('says a completed contract stays in the archive, unpaid', () => {
    const message = abandonMessage({ id: 'c1', status: 'COMPLETED' });
    expect(message).toContain('«Non acquistato»');
    expect(message).not.toMatch(/andranno perse e dovrai ricominciare/);
  });

  it('says a saved draft stays among the drafts, to resume later', () => {
    expect(abandonMessage({ id: 'c1', status: 'TO_COMPLETE' })).toMatch(/restano salvate tra le bozze/);
  });
});
