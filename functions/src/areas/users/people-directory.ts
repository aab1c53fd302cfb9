/** A template's creator as lists show it. */
export interface Person {
  id: string;
  name: string;
  surname: string;
}

/** Names of accounts by id (templates show their creator). */
export interface PeopleDirectory {
  /** The accounts that exist among `ids`, by id. */
  namesOf(ids: string[]): Promise<Map<string, Person>>;
}
