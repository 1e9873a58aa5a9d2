import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useT } from '../../app/hooks';
import type { SettingsTabSpec, TabContext } from './tab-spec';

/**
 * Tabbed panels (spec part 2 §2): a bar of tabs on top (narrow) or at the side (wide), each
 * with an icon, an image or both and a label; a disabled tab can't be chosen. The arrow keys
 * move between enabled tabs (left/right on top, up/down at the side; Home/End to the ends).
 */
export function TabbedPanels({
  tabs,
  active,
  onSelect,
  context,
  side,
  children,
}: {
  tabs: readonly SettingsTabSpec[];
  active: string;
  onSelect: (id: string) => void;
  context: TabContext;
  side: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const base = useId();
  const bar = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.disabled?.(context));
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const back = side ? 'ArrowUp' : 'ArrowLeft';
    const forward = side ? 'ArrowDown' : 'ArrowRight';
    const at = enabled.findIndex((tab) => tab.id === active);
    let next: number | undefined;
    if (event.key === back) next = (at - 1 + enabled.length) % enabled.length;
    else if (event.key === forward) next = (at + 1) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    const tab = next === undefined ? undefined : enabled[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    bar.current?.querySelector<HTMLElement>(`[data-tab="${tab.id}"]`)?.focus();
  };
  return (
    <div className={side ? 'tabbed-panels tabs-side' : 'tabbed-panels tabs-top'}>
      <div
        ref={bar}
        className="tab-bar"
        role="tablist"
        aria-orientation={side ? 'vertical' : 'horizontal'}
        onKeyDown={move}
      >
        {tabs.map((tab) => {
          const disabled = tab.disabled?.(context) ?? false;
          const selected = tab.id === active;
          const Icon = tab.icon;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${base}-${tab.id}`}
              data-tab={tab.id}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              disabled={disabled}
              className={selected ? 'tab tab-active' : 'tab'}
              onClick={() => onSelect(tab.id)}
            >
              {tab.image ? <img className="tab-image" src={tab.image} alt="" /> : null}
              {Icon ? <Icon className="icon" aria-hidden="true" /> : null}
              <span className="tab-label">{t(tab.label)}</span>
            </button>
          );
        })}
      </div>
      <div
        className="tab-panel"
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${active}`}
      >
        {children}
      </div>
    </div>
  );
}
