import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/*
 * A visitor on a slow phone may type into a page the server drew before the app has taken it
 * over. The app's first render then sets each field to its own state (empty), and what was
 * typed would be lost; a press on Enter would reload the page. So the fields that keep what
 * was typed carry `data-typed="<name>"`: main.tsx notes their values just before the app takes
 * the page over, and the form starts from them and then forgets them, so that no later form
 * starts from them; as the form hydrates it takes what its fields hold by then
 * (useKeepTypedFields). A form sent before the app runs is held by the page's loader, shown as
 * being sent, and sent by the app as soon as it runs (takeSubmitBeforeApp).
 */
const typed = new Map<string, string>();

/** Notes what was typed into the server-drawn fields (main.tsx, before hydrating or redrawing). */
export function noteTypedFields(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLInputElement>('input[data-typed]')) {
    if (el.dataset.typed && el.value) typed.set(el.dataset.typed, el.value);
  }
}

/**
 * A form's initial values, each replaced by what was typed into its server-drawn field before
 * the app took the page over; forgotten once the form has drawn.
 */
export function useTypedBeforeApp<T extends Record<string, string>>(initial: T): T {
  const [values] = useState(
    () => Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, typed.get(k) ?? v])) as T,
  );
  useEffect(() => {
    for (const k of Object.keys(values)) typed.delete(k);
  }, [values]);
  return values;
}

/**
 * Keeps what is typed while the app takes the page over. The values noted above are those of
 * the moment the app started; a visitor goes on typing while it hydrates (a second or two on a
 * slow phone), and the form's first render after hydrating would set each field back to its
 * own state. So, as the form's hydration is committed (before that render), the form takes what
 * its server-drawn fields hold now.
 */
export function useKeepTypedFields(
  form: { setFieldValue: (path: string, value: string) => void; getValues: () => unknown },
  ref: RefObject<HTMLFormElement | null>,
): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const values = form.getValues() as Record<string, unknown>;
    for (const input of el.querySelectorAll<HTMLInputElement>('input[data-typed]')) {
      const name = input.dataset.typed;
      if (name && input.value !== values[name]) form.setFieldValue(name, input.value);
    }
    // Once, as the form is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

const noSubscription = () => () => undefined;

/**
 * False while the server's HTML is shown (on the server, and while the app takes the page
 * over), true once the app runs it: a submit button waits for it, so that Enter or a press
 * before then does nothing rather than reload the page.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The last press on a button of the server-drawn page before the app took it over, which the
 * page's loader remembers (server/src/plugins/after-paint.ts: it starts the app at the
 * visitor's first sign of use, and a first press is often that sign). Taken once, just before
 * the app takes the page over: from then on React answers presses itself, and the loader
 * stops remembering them.
 */
export function takePressBeforeApp(): HTMLElement | undefined {
  const w = window as { clubPress?: HTMLElement | null };
  const press = w.clubPress ?? undefined;
  w.clubPress = null;
  return press;
}

/**
 * The form sent before the app took the page over (Enter in a field, or its submit button),
 * which the loader held and marked as being sent (after-paint.ts); taken once, like the press.
 */
export function takeSubmitBeforeApp(): HTMLFormElement | undefined {
  const w = window as { clubSubmit?: HTMLFormElement | null };
  const sent = w.clubSubmit ?? undefined;
  w.clubSubmit = null;
  return sent;
}
