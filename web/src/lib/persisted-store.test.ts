/** @jest-environment jsdom */
import { createPersistedStore, forgetEntries, jsonCodec, textCodec } from './persisted-store';

interface Note {
  text: string;
}
const isNote = (value: unknown): value is Note =>
  typeof value === 'object' && value !== null && typeof (value as Note).text === 'string';

const noteStore = (key: string) =>
  createPersistedStore<Note | null>({ key, storage: 'session', codec: jsonCodec(isNote), fallback: null });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('createPersistedStore', () => {
  it('writes the value to its entry and reads it back as the same object while the entry is unchanged', () => {
    const store = noteStore('note-a');
    store.set({ text: 'ciao' });
    expect(sessionStorage.getItem('note-a')).toBe('{"text":"ciao"}');
    const first = store.get();
    expect(first).toEqual({ text: 'ciao' });
    expect(store.get()).toBe(first);
  });

  it('gives the fallback for an absent, unreadable or ill-shaped entry', () => {
    const store = noteStore('note-b');
    expect(store.get()).toBeNull();
    sessionStorage.setItem('note-b', '{not json');
    expect(store.get()).toBeNull();
    sessionStorage.setItem('note-b', '{"text":3}');
    expect(store.get()).toBeNull();
  });

  it('sees a change written to the entry by someone else (another tab, a test)', () => {
    const store = createPersistedStore<string | null>({
      key: 'token-c',
      storage: 'local',
      codec: textCodec,
      fallback: null,
    });
    localStorage.setItem('token-c', 'abc');
    expect(store.get()).toBe('abc');
  });

  it('tells its subscribers of a write, of another tab’s write to its key only, and of a removal', () => {
    const store = noteStore('note-d');
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ text: 'uno' });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other-key' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'note-d' }));
    expect(listener).toHaveBeenCalledTimes(2);
    forgetEntries([{ key: 'note-d', storage: 'session' }]);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(sessionStorage.getItem('note-d')).toBeNull();
    expect(store.get()).toBeNull();
    unsubscribe();
    store.set(null);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
