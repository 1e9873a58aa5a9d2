import { observer } from 'mobx-react-lite';
import type { ComposeStore } from '../../../core/model/compose';
import { type ExpiryUnit, expiryInUnit } from '../../../core/model/post/poll-draft';
import { useT } from '../../app/hooks';

const UNIT_KEYS = {
  minutes: 'polls.units.minutes',
  hours: 'polls.units.hours',
  days: 'polls.units.days',
} as const;

/**
 * The poll form (spec part 2 §5): 2..max options of at most max characters, only those
 * beyond the first two removable, single or multiple choice, and the run in the units the
 * instance's maximum allows, clamped to its range. Lazy: loaded when a poll is added.
 */
const PollForm = observer(function PollForm({
  composer,
  idPrefix,
}: {
  composer: ComposeStore;
  idPrefix: string;
}) {
  const t = useT();
  const poll = composer.poll;
  const { amount, unit } = expiryInUnit(poll.expiresIn, poll.units);
  return (
    <fieldset className="poll-form" data-testid="poll-form">
      {poll.options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by position
        <div className="poll-option-input" key={index}>
          <input
            id={`${idPrefix}-poll-${index}`}
            aria-label={`${t('polls.option')} ${index + 1}`}
            placeholder={`${t('polls.option')} ${index + 1}`}
            maxLength={poll.maxOptionChars}
            value={option}
            disabled={composer.posting}
            onChange={(e) => poll.setOption(index, e.target.value)}
          />
          {poll.canRemoveOption(index) ? (
            <button
              type="button"
              className="button-link"
              aria-label={t('polls.remove_option')}
              onClick={() => poll.removeOption(index)}
            >
              ×
            </button>
          ) : null}
        </div>
      ))}
      {poll.canAddOption ? (
        <button type="button" className="button" onClick={() => poll.addOption()}>
          {t('polls.add_option')}
        </button>
      ) : null}
      <div className="poll-settings">
        <select
          aria-label={t('polls.type')}
          value={poll.multiple ? 'multiple' : 'single'}
          onChange={(e) => poll.setMultiple(e.target.value === 'multiple')}
        >
          <option value="single">{t('polls.single_choice')}</option>
          <option value="multiple">{t('polls.multiple_choices')}</option>
        </select>
        <input
          type="number"
          min={1}
          aria-label={t('polls.expiry')}
          value={amount}
          onChange={(e) => poll.setExpiry(Number(e.target.value), unit)}
        />
        <select
          aria-label={`${t('polls.expiry')} (${t(UNIT_KEYS[unit])})`}
          value={unit}
          onChange={(e) => poll.setExpiry(amount, e.target.value as ExpiryUnit)}
        >
          {poll.units.map((u) => (
            <option key={u} value={u}>
              {t(UNIT_KEYS[u])}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
});

export default PollForm;
