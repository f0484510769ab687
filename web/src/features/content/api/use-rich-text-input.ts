import { useEffect, useState } from 'react';
import type { RichTextInput } from '../components/rich-text-input';

type RichTextInputComponent = typeof RichTextInput;

/**
 * The rich-text editor, loaded on demand (its editor and styles stay out of the pages that use
 * this): null until its code has come. A form shows its other fields at once and takes what is
 * typed in them meanwhile, rather than a whole form waiting behind a Suspense fallback. A failed
 * download reaches the route's error screen, as a failed page would.
 */
export function useRichTextInput(): RichTextInputComponent | null {
  const [editor, setEditor] = useState<RichTextInputComponent | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    import('../components/rich-text-input').then(
      (m) => live && setEditor(() => m.RichTextInput),
      (e: unknown) => live && setFailure(e ?? new Error('The editor did not load.')),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failure) throw failure;
  return editor;
}
