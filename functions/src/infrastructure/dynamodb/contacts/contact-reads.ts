import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { matchesName, type ContactPage, type ContactPageRequest } from '../../../areas/contacts';
import { batchGetKeys } from '../batch-get';
import { queryAll } from '../query-all';
import { recordOf } from './contact-items';
import { contactKey, COUNTER_KEY, NAME_PREFIX, PREFIX_END, SEPARATOR, searchPrefixes } from './contact-keys';

/** An index item as read: the contact it names and, for postings, the name it sorts by. */
interface Entry {
  contactId: string;
  sortName?: string;
}

/** The reads of one lawyer's contacts, all strongly consistent, in their partition only. */
export const createContactReads = (dynamo: DynamoDBDocumentClient, table: string) => {
  /**
   * Up to `count` entries whose key starts with `prefix`, in key order (or backwards), keys' content only. The key
   * condition is a range, `BETWEEN prefix AND prefix + U+10FFFF`, which holds for exactly the keys `begins_with` would
   * (no key holds that noncharacter): DynamoDB reads either as a range of the sort key, but DynamoDB Local reads the
   * whole partition for `begins_with` (200 ms instead of 3 with 5,000 contacts), which would hide the budget.
   */
  const entries = (ownerId: string, prefix: string, options: { count?: number; backwards?: boolean } = {}) =>
    queryAll<Entry>(
      dynamo,
      {
        TableName: table,
        KeyConditionExpression: 'ownerId = :owner AND #key BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#key': 'key', '#id': 'contactId', '#sort': 'sortName' },
        ExpressionAttributeValues: { ':owner': ownerId, ':from': prefix, ':to': `${prefix}${PREFIX_END}` },
        ProjectionExpression: '#id, #sort',
        ScanIndexForward: !options.backwards,
        ConsistentRead: true,
      },
      options.count,
    );

  const contacts = async (ownerId: string, ids: string[]) => {
    const items = await batchGetKeys(
      dynamo,
      table,
      [...new Set(ids)].map((id) => ({ ownerId, key: contactKey(id) })),
    );
    return new Map(
      items.flatMap((item) => {
        const record = recordOf(item);
        return record ? [[record.id, record] as const] : [];
      }),
    );
  };

  const inOrder = async (ownerId: string, ids: string[]) => {
    const found = await contacts(ownerId, ids);
    return ids.flatMap((id) => found.get(id) ?? []);
  };

  const total = async (ownerId: string): Promise<number> => {
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: table, Key: { ownerId, key: COUNTER_KEY }, ConsistentRead: true }),
    );
    return typeof Item?.contacts === 'number' ? Item.contacts : 0;
  };

  return {
    async find(ownerId: string, id: string) {
      const { Item } = await dynamo.send(
        new GetCommand({ TableName: table, Key: { ownerId, key: contactKey(id) }, ConsistentRead: true }),
      );
      return recordOf(Item);
    },

    /** The page's list entries read from the nearer end of the list, then the page's contacts. */
    async page(ownerId: string, { page, limit }: ContactPageRequest): Promise<ContactPage> {
      const offset = (page - 1) * limit;
      if (offset === 0) {
        const [first, count] = await Promise.all([
          entries(ownerId, NAME_PREFIX, { count: limit }),
          total(ownerId),
        ]);
        return {
          items: await inOrder(
            ownerId,
            first.map((entry) => entry.contactId),
          ),
          total: count,
        };
      }
      const count = await total(ownerId);
      if (offset >= count) return { items: [], total: count };
      const forwards = offset + limit <= count - offset;
      const read = forwards
        ? (await entries(ownerId, NAME_PREFIX, { count: offset + limit })).slice(offset)
        : (await entries(ownerId, NAME_PREFIX, { count: count - offset, backwards: true }))
            .slice(Math.max(0, count - offset - limit))
            .reverse();
      return {
        items: await inOrder(
          ownerId,
          read.map((entry) => entry.contactId),
        ),
        total: count,
      };
    },

    /**
     * The postings under every prefix of the query (contact-keys.ts), the uncertain candidates checked on their
     * contact, sorted by name and id as the list is; then the page's contacts.
     */
    async search(ownerId: string, query: string, { page, limit }: ContactPageRequest): Promise<ContactPage> {
      const prefixes = searchPrefixes(query);
      const read = await Promise.all(prefixes.map(({ prefix }) => entries(ownerId, prefix)));
      const sortNames = new Map<string, string>();
      const certain = new Set<string>();
      read.forEach((found, index) =>
        found.forEach(({ contactId, sortName }) => {
          sortNames.set(contactId, sortName ?? '');
          if (prefixes[index]?.certain) certain.add(contactId);
        }),
      );
      const uncertain = [...sortNames.keys()].filter((id) => !certain.has(id));
      const checked = await contacts(ownerId, uncertain);
      const holdsQuery = (id: string) => {
        const contact = checked.get(id);
        return contact !== undefined && matchesName(contact, query);
      };
      const matching = [...sortNames]
        .filter(([id]) => certain.has(id) || holdsQuery(id))
        .map(([id, sortName]) => ({ id, order: `${sortName}${SEPARATOR}${id}` }))
        .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
      const pageIds = matching.slice((page - 1) * limit, page * limit).map(({ id }) => id);
      const missing = pageIds.filter((id) => !checked.has(id));
      const fetched = new Map([...checked, ...(await contacts(ownerId, missing))]);
      return { items: pageIds.flatMap((id) => fetched.get(id) ?? []), total: matching.length };
    },
  };
};
