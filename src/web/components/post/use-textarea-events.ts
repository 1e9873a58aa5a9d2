import { type RefObject, useEffect } from 'react';
import type { AutocompleteStore } from '../../../core/model/autocomplete';
import type { ComposeStore } from '../../../core/model/compose';
import type { PickedFile } from '../../../core/model/compose-media';

/** A browser File is a PickedFile: its name, size, type, and itself as the bytes. */
export function pickedFiles(list: FileList | null | undefined): PickedFile[] {
  return Array.from(list ?? [], (file) => ({
    name: file.name,
    size: file.size,
    type: file.type,
    blob: file,
  }));
}

/**
 * The post form's text area, seen from the lazily loaded tools: native listeners, so the
 * first page's form carries no code for them. Paste uploads the first file, drop all of
 * them (spec); typing and caret moves feed the autocomplete, whose keys (arrows, Enter,
 * Tab, Escape) are taken before the form's own Ctrl+Enter handler sees them; focus and
 * blur tell it whether to show its suggestions (a blur hides them 200 ms later).
 */
export function useTextAreaEvents(
  textArea: RefObject<HTMLTextAreaElement | null>,
  composer: ComposeStore,
  autocomplete: AutocompleteStore,
  onFocus: () => void,
): void {
  useEffect(() => {
    const el = textArea.current;
    if (!el) return undefined;
    const media = () => composer.loadMedia();
    const caretMoved = () => autocomplete.update(el.value, el.selectionStart ?? el.value.length);
    const onPaste = (event: ClipboardEvent) => {
      const files = pickedFiles(event.clipboardData?.files);
      if (files.length === 0) return;
      event.preventDefault();
      void media().then((m) => m.paste(files));
    };
    const onDragOver = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      void media().then((m) => m.dragOver());
    };
    const onDragLeave = () => composer.media?.dragEnd();
    const onDrop = (event: DragEvent) => {
      const files = pickedFiles(event.dataTransfer?.files);
      if (files.length === 0) return;
      event.preventDefault();
      void media().then((m) => m.drop(files));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (autocomplete.shown.length === 0) return;
      const take = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        take();
        autocomplete.move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (
        (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) ||
        event.key === 'Tab'
      ) {
        take();
        const done = autocomplete.accept();
        if (!done) return;
        composer.setText(done.text);
        requestAnimationFrame(() => el.setSelectionRange(done.caret, done.caret));
      } else if (event.key === 'Escape') {
        take();
        autocomplete.dismiss();
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(event.key)) return;
      caretMoved();
    };
    el.addEventListener('paste', onPaste);
    el.addEventListener('dragover', onDragOver);
    el.addEventListener('dragleave', onDragLeave);
    el.addEventListener('drop', onDrop);
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('keyup', onKeyUp);
    el.addEventListener('click', caretMoved);
    el.addEventListener('focus', onFocus);
    const focused = () => autocomplete.focus();
    const blurred = () => autocomplete.blur();
    el.addEventListener('focus', focused);
    el.addEventListener('blur', blurred);
    return () => {
      el.removeEventListener('focus', focused);
      el.removeEventListener('blur', blurred);
      el.removeEventListener('paste', onPaste);
      el.removeEventListener('dragover', onDragOver);
      el.removeEventListener('dragleave', onDragLeave);
      el.removeEventListener('drop', onDrop);
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('keyup', onKeyUp);
      el.removeEventListener('click', caretMoved);
      el.removeEventListener('focus', onFocus);
    };
  }, [textArea, composer, autocomplete, onFocus]);
}
