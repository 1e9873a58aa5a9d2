import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import type { QuickFilter, QuickView } from '../../../core/view/timeline-filter';
import { useModel, useT } from '../../app/hooks';
import { usePopover } from './use-popover';

/**
 * A quick popover of the timeline header (spec part 1 §2): a button and, open, one switch
 * per setting, applied at once (the list re-filters and re-draws as the setting changes).
 */
export const QuickSettingsPopover = observer(function QuickSettingsPopover({
  label,
  icon,
  keys,
}: {
  label: string;
  icon: ReactNode;
  keys: readonly (QuickFilter | QuickView)[];
}) {
  const { root } = useModel();
  const t = useT();
  const id = useId();
  const { open, setOpen, ref } = usePopover<HTMLDivElement>();
  const { preferences } = root;
  const on = keys.some((key) => preferences[key] && key !== 'collapseWithSubject');
  return (
    <div className="timeline-popover" ref={ref}>
      <button
        type="button"
        className={`button-icon${on ? ' is-active' : ''}`}
        title={label}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {icon}
      </button>
      {open ? (
        <fieldset id={id} className="timeline-popover-panel panel">
          <legend>{label}</legend>
          {keys.map((key) => (
            <label key={key} className="timeline-popover-item">
              <input
                type="checkbox"
                checked={preferences[key]}
                onChange={(event) => preferences.set({ [key]: event.target.checked })}
              />{' '}
              {t(`timeline_tools.${key}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
});
