/*
 * A stand-in for the browser's EventSource in tests (jsdom has none): every stream a screen
 * opens is recorded, and the test opens it, sends events and breaks it by hand.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener = (e: MessageEvent) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since the last install(), oldest first. */
  static all: FakeEventSource[] = [];

  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  onmessage: Listener | null = null;
  private listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL, init?: { withCredentials?: boolean }) {
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, fn: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }

  removeEventListener(type: string, fn: Listener) {
    this.listeners.get(type)?.delete(fn);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  get closed() {
    return this.readyState === FakeEventSource.CLOSED;
  }

  // ---- What the test does to it.

  /** The server answered: the stream is open. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sends `event: <type>` with this data (JSON unless a string). */
  emit(type: string, data: unknown) {
    if (this.closed) return;
    const e = new MessageEvent(type, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    if (type === 'message') this.onmessage?.(e);
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }

  /** The stream broke (the network, the server ended it, a refused reconnect). */
  fail() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }
}

/** Puts the fake in place of EventSource (undo with vi.unstubAllGlobals()). */
export function installFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}

/** The open (not closed) streams to a URL path, e.g. '/api/fnb/orders/stream'. */
export const streamsTo = (path: string) =>
  FakeEventSource.all.filter(
    (s) => !s.closed && new URL(s.url, 'http://localhost').pathname === path,
  );

/** Opens a stream and sends one event, inside act() (the screen updates). */
export function openAndEmit(stream: FakeEventSource, type: string, data: unknown) {
  act(() => {
    if (stream.readyState !== FakeEventSource.OPEN) stream.open();
    stream.emit(type, data);
  });
}
