/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { createMemoryStore } from './memory-store';

describe('memory store', () => {
  it('holds its fallback until set, and again once set to null', () => {
    // Prepare
    const store = createMemoryStore<{ count: number }>({ count: 0 });

    // Act
    store.set({ count: 2 });
    const set = store.get();
    store.set(null);

    // Assess
    expect(set).toEqual({ count: 2 });
    expect(store.get()).toEqual({ count: 0 });
  });

  it('re-renders its readers on every change and stops telling a listener that left', () => {
    // Prepare
    const store = createMemoryStore('vuoto');
    const listener = jest.fn();
    const leave = store.subscribe(listener);
    const { result } = renderHook(() => store.useValue());

    // Act
    act(() => store.set('scelto'));
    leave();
    act(() => store.set('altro'));

    // Assess
    expect(result.current).toBe('altro');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
