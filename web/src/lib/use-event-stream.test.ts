import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../test/fake-event-source';
import { retryDelay, useEventStream } from './use-event-stream';

beforeEach(() => {
  installFakeEventSource();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const last = () => FakeEventSource.all.at(-1)!;

describe('retryDelay', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('useEventStream', () => {
  it('says when it is connected and passes each named event with its data parsed', () => {
    const seen: [string, unknown][] = [];
    const { result } = renderHook(() =>
      useEventStream('/api/fnb/orders/stream', {
        events: ['order'],
        onEvent: (type, data) => seen.push([type, data]),
      }),
    );
    expect(FakeEventSource.all).toHaveLength(1);
    expect(last().url).toBe('/api/fnb/orders/stream');
    expect(last().withCredentials).toBe(true);
    expect(result.current).toBe(false);
    act(() => last().open());
    expect(result.current).toBe(true);
    act(() => {
      last().emit('order', { orderId: 4, status: 'confirmed' });
      last().emit('other', { ignored: true });
      last().emit('order', 'not json');
    });
    expect(seen).toEqual([
      ['order', { orderId: 4, status: 'confirmed' }],
      ['order', 'not json'],
    ]);
  });

  it('connects again after a break, waiting longer each time, and starts over once open', () => {
    const opens: boolean[] = [];
    const { result } = renderHook(() =>
      useEventStream('/s', { events: ['order'], onEvent: () => {}, onOpen: (r) => opens.push(r) }),
    );
    act(() => last().open());
    expect(opens).toEqual([false]);

    act(() => last().fail());
    expect(result.current).toBe(false);
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.all).toHaveLength(2);

    // Refused again: 2 s, then 4 s.
    act(() => last().fail());
    act(() => vi.advanceTimersByTime(1_999));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.all).toHaveLength(3);
    act(() => last().fail());
    act(() => vi.advanceTimersByTime(3_999));
    expect(FakeEventSource.all).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.all).toHaveLength(4);

    // Open again: a reconnect (events may have been missed); the next break waits 1 s again.
    act(() => last().open());
    expect(result.current).toBe(true);
    expect(opens).toEqual([false, true]);
    act(() => last().fail());
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.all).toHaveLength(5);
  });

  it('closes the stream on unmount and connects no more', () => {
    const { unmount } = renderHook(() =>
      useEventStream('/s', { events: ['order'], onEvent: () => {} }),
    );
    act(() => last().fail());
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.all).toHaveLength(1);

    const second = renderHook(() => useEventStream('/s', { events: ['order'], onEvent: () => {} }));
    act(() => last().open());
    second.unmount();
    expect(last().closed).toBe(true);
  });

  it('calls the latest callback without opening a new stream on each render', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ tag }) => useEventStream('/s', { events: ['order'], onEvent: () => seen.push(tag) }),
      { initialProps: { tag: 'first' } },
    );
    rerender({ tag: 'second' });
    act(() => {
      last().open();
      last().emit('order', {});
    });
    expect(seen).toEqual(['second']);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('opens nothing when disabled or without EventSource, and says not connected', () => {
    const off = renderHook(() =>
      useEventStream('/s', { events: ['order'], onEvent: () => {}, enabled: false }),
    );
    expect(off.result.current).toBe(false);
    expect(FakeEventSource.all).toHaveLength(0);

    vi.stubGlobal('EventSource', undefined);
    const none = renderHook(() => useEventStream('/s', { events: ['order'], onEvent: () => {} }));
    expect(none.result.current).toBe(false);
  });
});
