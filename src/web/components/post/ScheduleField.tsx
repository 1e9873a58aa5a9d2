import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ComposeStore } from '../../../core/model/compose';
import { parseScheduleTime } from '../../../core/model/post/scheduling';
import { useModel, useT } from '../../app/hooks';

/**
 * When to publish (`scheduled_at`): a local date and time at least 5 minutes ahead; empty
 * posts now. Lazy: loaded when the user opens it.
 */
const ScheduleField = observer(function ScheduleField({ composer }: { composer: ComposeStore }) {
  const { root } = useModel();
  const t = useT();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState(false);
  const onChange = (value: string) => {
    setTyped(value);
    if (value === '') {
      setProblem(false);
      composer.setScheduledAt(null);
      return;
    }
    const parsed = parseScheduleTime(value, root.ports.clock.now());
    setProblem(!('at' in parsed));
    composer.setScheduledAt('at' in parsed ? parsed.at.toISOString() : null);
  };
  return (
    <label className="schedule-field">
      {t('post_status.scheduled_at')}{' '}
      <input
        type="datetime-local"
        value={typed}
        aria-invalid={problem}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem ? <span className="error"> {t('post_status.schedule_too_soon')}</span> : null}
    </label>
  );
});

export default ScheduleField;
