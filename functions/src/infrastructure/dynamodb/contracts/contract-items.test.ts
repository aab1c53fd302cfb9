import { paidContract } from '../../../areas/contracts';
import {
  completedRecord,
  contractRecord,
  pinnedTemplate,
} from '../../../areas/contracts/test-support/contract-fixtures';
import {
  contractWriteItems,
  counterItems,
  fromItem,
  isContractItem,
  putContractItem,
  toItem,
  withQuestions,
} from './contract-items';

const deltas = (items: ReturnType<typeof counterItems>) =>
  Object.fromEntries(
    items.map((item) => [String(item.Update?.Key?.id), item.Update?.ExpressionAttributeValues?.[':delta']]),
  );

describe('the stored contract item', () => {
  it('keeps the pinned questions out of the item, and adds the list keys', () => {
    const item = toItem(completedRecord({ title: 'Società Èlite', name: 'Riservatezza Rossi' }));

    expect(item.pinned).toEqual(expect.not.objectContaining({ json_questions: expect.anything() }));
    expect(item).toMatchObject({ stateKey: 'COMPLETED', listSort: expect.any(String) });
  });

  it('reads back the record without the list keys, and with the questions once joined', () => {
    const record = completedRecord({
      paymentId: { id: 'p-1', updatedAt: 't' },
      documentKey: 'documents/c-1.docx',
    });

    const summary = fromItem(toItem(record));

    expect(summary).not.toHaveProperty('stateKey');
    expect(summary).not.toHaveProperty('ownerKey');
    expect(withQuestions(summary, pinnedTemplate().json_questions)).toEqual(record);
    expect(withQuestions(fromItem(toItem(contractRecord())), [])).toEqual(contractRecord());
  });

  it('keeps the pinned rules out of the item, and joins them back with the questions', () => {
    const rules = [{ check: 'deposito <= canone * 3', message: 'Il deposito supera tre mensilità.' }];
    const record = completedRecord({ pinned: { ...pinnedTemplate(), rules } });

    const summary = fromItem(toItem(record));

    expect(toItem(record).pinned).toEqual(expect.not.objectContaining({ rules: expect.anything() }));
    expect(withQuestions(summary, pinnedTemplate().json_questions, rules)).toEqual(record);
  });

  it('reads back a draft’s group being typed, beside its answers', () => {
    const draft = contractRecord({ group_in_progress: { locatori: [{ tipo: 'Persona fisica' }, {}] } });
    expect(fromItem(toItem(draft)).group_in_progress).toEqual({ locatori: [{ tipo: 'Persona fisica' }, {}] });
    expect(fromItem(toItem(contractRecord()))).not.toHaveProperty('group_in_progress');
  });

  it('tells contracts from counters and questions items', () => {
    expect(isContractItem(toItem(contractRecord()))).toBe(true);
    expect(isContractItem({ id: 'count#by-state#PAID', total: 3 })).toBe(false);
    expect(isContractItem({ id: 'questions#tpl-1#3', json_questions: [] })).toBe(false);
    expect(isContractItem(undefined)).toBe(false);
  });

  it('creates a contract only where none is, and changes one only at the version read and while unpaid', () => {
    const created = putContractItem('contracts', contractRecord());
    const changed = putContractItem(
      'contracts',
      completedRecord({ version: 5 }),
      contractRecord({ version: 4 }),
    );

    expect(created.Put?.ConditionExpression).toBe('attribute_not_exists(id)');
    expect(changed.Put?.ConditionExpression).toBe('version = :expected AND attribute_not_exists(paymentId)');
    expect(changed.Put?.ExpressionAttributeValues).toEqual({ ':expected': 4 });
  });
});

describe('counterItems', () => {
  it('counts a new contract once in each of its four lists', () => {
    expect(deltas(counterItems('contracts', undefined, contractRecord()))).toEqual({
      'count#by-owner#u-1#TO_COMPLETE': 1,
      'count#by-owner-category#u-1#TO_COMPLETE#cat-1': 1,
      'count#by-state#TO_COMPLETE': 1,
      'count#by-state-category#TO_COMPLETE#cat-1': 1,
    });
  });

  it('moves a contract that is completed from the drafts to the completed lists', () => {
    expect(deltas(counterItems('contracts', contractRecord(), completedRecord()))).toEqual({
      'count#by-owner#u-1#TO_COMPLETE': -1,
      'count#by-owner-category#u-1#TO_COMPLETE#cat-1': -1,
      'count#by-state#TO_COMPLETE': -1,
      'count#by-state-category#TO_COMPLETE#cat-1': -1,
      'count#by-owner#u-1#COMPLETED': 1,
      'count#by-owner-category#u-1#COMPLETED#cat-1': 1,
      'count#by-state#COMPLETED': 1,
      'count#by-state-category#COMPLETED#cat-1': 1,
    });
  });

  it('touches no counter when the contract stays in the same lists, only the category ones when that moves', () => {
    expect(counterItems('contracts', completedRecord(), completedRecord({ version: 3 }))).toEqual([]);
    expect(
      deltas(counterItems('contracts', completedRecord(), completedRecord({ categoryId: 'cat-2' }))),
    ).toEqual({
      'count#by-owner-category#u-1#COMPLETED#cat-1': -1,
      'count#by-state-category#COMPLETED#cat-1': -1,
      'count#by-owner-category#u-1#COMPLETED#cat-2': 1,
      'count#by-state-category#COMPLETED#cat-2': 1,
    });
  });
});

describe('the writes of a contract being paid', () => {
  const payment = { id: 'pay-1', updatedAt: '2026-11-21T10:00:00.000Z' };

  it('puts the contract paid, on the version read and only if unpaid, and moves it to the paid lists', () => {
    const read = completedRecord({ version: 4 });
    const [contract, ...others] = contractWriteItems(
      'contracts',
      paidContract(read, payment, 'documents/c-1.docx'),
      read,
    );
    const counters = others.filter((item) => item.Update);
    const searched = others.filter((item) => item.Put).map((item) => item.Put?.Item);

    expect(contract?.Put?.Item).toMatchObject({
      paymentId: payment,
      documentKey: 'documents/c-1.docx',
      version: 5,
      updatedAt: payment.updatedAt,
      stateKey: 'PAID',
    });
    expect(contract?.Put?.ConditionExpression).toBe(
      'version = :expected AND attribute_not_exists(paymentId)',
    );
    expect(contract?.Put?.ExpressionAttributeValues).toEqual({ ':expected': 4 });
    expect(
      counters.map((item) => [item.Update?.Key?.id, item.Update?.ExpressionAttributeValues?.[':delta']]),
    ).toEqual(
      expect.arrayContaining([
        ['count#by-owner#u-1#COMPLETED', -1],
        ['count#by-owner#u-1#PAID', 1],
        ['count#by-state#PAID', 1],
      ]),
    );
    expect(counters).toHaveLength(9);
    expect(counters.at(-1)?.Update).toMatchObject({
      Key: { id: 'count#versions#tpl-1#1' },
      ExpressionAttributeValues: { ':contracts': 0, ':paid': 1 },
    });
    expect(contract?.Put?.Item).toMatchObject({
      paidTemplateKey: 'tpl-1',
      paidSort: expect.stringMatching(/^000001#u-1#/),
    });
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((item) => item?.listState === 'PAID')).toBe(true);
  });
});
