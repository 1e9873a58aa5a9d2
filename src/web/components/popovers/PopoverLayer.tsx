import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type PopoverStore, type PopoverTarget, popoversOf } from '../../../core/model/popovers';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useRoot } from '../../app/hooks';
import { useLocation } from '../../app/router';
import { useFeatureWords } from '../../i18n/feature-words';
import { StatusPopover } from './StatusPopover';
import { UserListPopover } from './UserListPopover';
import { UserPopover } from './UserPopover';
import '../../styles/popovers.css';

/**
 * The attribute a trigger carries: `user:{accountId}` or `status:{statusId}`; and a status's
 * emoji reaction, read from the page as it is (no first-load code), for who reacted.
 */
const TRIGGER = '[data-pop], .emoji-reaction';
const HOVERED = '[data-pop]:hover, .emoji-reaction:hover';
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const anchors = new WeakMap<Element, number>();
let nextAnchor = 1;
/** A number per trigger element, so the store can tell one trigger from another. */
function anchorOf(element: Element): number {
  let id = anchors.get(element);
  if (id === undefined) {
    id = nextAnchor++;
    anchors.set(element, id);
  }
  return id;
}

function targetOf(element: Element): PopoverTarget | null {
  if (element.matches('.emoji-reaction')) {
    // Who reacted with this emoji to the status around it (the user list popover).
    const id = element.closest('[data-status-id]')?.getAttribute('data-status-id');
    const emoji =
      element.querySelector('img.emoji')?.getAttribute('alt') ??
      element.querySelector('.emoji-reaction-emoji')?.textContent;
    return id && emoji ? { kind: 'reacted', id, emoji } : null;
  }
  const [kind, id] = (element.getAttribute('data-pop') ?? '').split(':');
  if ((kind === 'user' || kind === 'status') && id) return { kind, id };
  return null;
}

function triggerOf(node: EventTarget | null): Element | null {
  return node instanceof Element ? node.closest(TRIGGER) : null;
}

/**
 * The user and status popovers (spec part 2 §2), for every trigger on the page: a status's
 * avatar and name, a notification's account, a people list's card (`user:`), a reply link
 * (`status:`). One listener set on the document, loaded after the first frame (a lazy chunk:
 * the triggers in the first load are a data attribute each). Hover or focus opens after the
 * store's delay; Tab from the trigger moves into the popover; Esc closes it and gives focus
 * back to the trigger.
 */
export const PopoverLayer = observer(function PopoverLayer() {
  useFeatureWords(shellWords);
  const root = useRoot();
  const store = root.use(popoversOf);
  const location = useLocation();
  const popover = useRef<HTMLDivElement>(null);
  const trigger = useRef<Element | null>(null);

  // A navigation closes the popover (its trigger is gone or elsewhere).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => {
    store.close();
  }, [store, location.pathname]);

  useEffect(() => {
    const inPopover = (node: EventTarget | null) =>
      node instanceof Node && popover.current?.contains(node) === true;
    const enter = (event: Event) => {
      if (inPopover(event.target)) {
        store.hold();
        return;
      }
      const element = triggerOf(event.target);
      const target = element ? targetOf(element) : null;
      if (!element || !target) return;
      trigger.current = element;
      store.enter(target, anchorOf(element));
    };
    const leave = (event: Event) => {
      const next = (event as MouseEvent | FocusEvent).relatedTarget;
      const from = inPopover(event.target) ? popover.current : triggerOf(event.target);
      if (!from) return;
      if (next instanceof Node && from.contains(next)) return;
      if (inPopover(next)) return;
      store.leave();
    };
    const keydown = (event: KeyboardEvent) => {
      if (!store.open) return;
      if (event.key === 'Escape') {
        const back = inPopover(document.activeElement) ? trigger.current : null;
        store.close();
        if (back instanceof HTMLElement) back.focus();
        event.stopPropagation();
        return;
      }
      if (event.key === 'Tab' && !event.shiftKey && triggerOf(document.activeElement)) {
        const first = popover.current?.querySelector<HTMLElement>(FOCUSABLE);
        if (first && anchorOf(triggerOf(document.activeElement) as Element) === store.open.anchor) {
          event.preventDefault();
          store.hold();
          first.focus();
        }
      }
    };
    // A reaction is a button: pressing it (Enter, Space, a click) opens who reacted at once.
    const press = (event: MouseEvent) => {
      const element = triggerOf(event.target);
      const target = element?.matches('.emoji-reaction') ? targetOf(element) : null;
      if (!element || !target) return;
      trigger.current = element;
      store.show(target, anchorOf(element));
    };
    // Arrived after the pointer or the focus did (this chunk loads after the first frame).
    const already = document.querySelector(HOVERED) ?? triggerOf(document.activeElement);
    if (already) enter({ target: already } as unknown as Event);
    document.addEventListener('mouseover', enter);
    document.addEventListener('focusin', enter);
    document.addEventListener('click', press);
    document.addEventListener('mouseout', leave);
    document.addEventListener('focusout', leave);
    // Capture: Esc closes the popover before the keyboard layer sees it.
    document.addEventListener('keydown', keydown, true);
    return () => {
      document.removeEventListener('mouseover', enter);
      document.removeEventListener('focusin', enter);
      document.removeEventListener('click', press);
      document.removeEventListener('mouseout', leave);
      document.removeEventListener('focusout', leave);
      document.removeEventListener('keydown', keydown, true);
      store.close();
    };
  }, [store]);

  const open = store.open;
  if (!open || !trigger.current?.isConnected) return null;
  return createPortal(
    <PopoverBox store={store} anchor={trigger.current} boxRef={popover}>
      {open.kind === 'user' ? (
        <UserPopover accountId={open.id} />
      ) : open.kind === 'reacted' ? (
        <UserListPopover store={store} statusId={open.id} emoji={open.emoji ?? ''} />
      ) : (
        <StatusPopover statusId={open.id} state={store.statusState(open.id)} />
      )}
    </PopoverBox>,
    document.body,
  );
});

const GAP = 6;
const MARGIN = 8;

/** Placed under its trigger (above when there is no room), kept inside the window. */
function PopoverBox({
  store,
  anchor,
  boxRef,
  children,
}: {
  store: PopoverStore;
  anchor: Element;
  boxRef: React.RefObject<HTMLDivElement | null>;
  children: React.ReactNode;
}) {
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const open = store.open;
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || !open) return;
    const rect = anchor.getBoundingClientRect();
    const width = box.offsetWidth;
    const height = box.offsetHeight;
    const below = rect.bottom + GAP + height <= window.innerHeight || rect.top < height + GAP;
    const top = (below ? rect.bottom + GAP : rect.top - GAP - height) + window.scrollY;
    const left =
      Math.max(MARGIN, Math.min(rect.left, window.innerWidth - width - MARGIN)) + window.scrollX;
    setPlace({ top, left });
  }, [anchor, boxRef, open]);
  return (
    <div
      ref={boxRef}
      className="popover"
      role="dialog"
      aria-modal="false"
      data-testid={`${open?.kind === 'reacted' ? 'user-list' : open?.kind}-popover`}
      style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
    >
      {children}
    </div>
  );
}
