import { createTemplateChanges } from './template-changes';

describe('template changes', () => {
  it('tells every listener of each template written', () => {
    const changes = createTemplateChanges();
    const heard: string[] = [];
    changes.onChange((id) => heard.push(`a:${id}`));
    changes.onChange((id) => heard.push(`b:${id}`));

    changes.changed('t-1');
    changes.changed('t-2');

    expect(heard).toEqual(['a:t-1', 'b:t-1', 'a:t-2', 'b:t-2']);
  });
});
