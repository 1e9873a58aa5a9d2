import { useState } from 'react';
import {
  MUTE_DURATION_UNITS,
  type MuteDurationUnit,
  muteSeconds,
} from '../../../core/model/mute-duration';
import { useT } from '../../app/hooks';
import { Modal } from '../common/Modal';

const UNIT_WORDS = {
  minutes: 'relationship.unit_minutes',
  hours: 'relationship.unit_hours',
  days: 'relationship.unit_days',
} as const satisfies Record<MuteDurationUnit, string>;

/**
 * The mute confirmation (spec part 2 §5): a numeric amount, minimum 0, with unit minutes,
 * hours or days; 0 means no expiry.
 */
export function MuteDialog({
  user,
  onCancel,
  onMute,
}: {
  user: string;
  onCancel: () => void;
  onMute: (seconds: number) => void;
}) {
  const t = useT();
  const [amount, setAmount] = useState('0');
  const [unit, setUnit] = useState<MuteDurationUnit>('minutes');
  const seconds = amount.trim() === '' ? null : muteSeconds({ amount: Number(amount), unit });
  return (
    <Modal
      title={t('relationship.mute_confirm_title')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {t('general.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-testid="mute-confirm"
            disabled={seconds === null}
            onClick={() => {
              if (seconds !== null) onMute(seconds);
            }}
          >
            {t('relationship.mute')}
          </button>
        </>
      }
    >
      <p>{t('relationship.mute_confirm', { user })}</p>
      <label className="mute-duration">
        <span>{t('relationship.mute_duration')}</span>
        <input
          type="number"
          min={0}
          step={1}
          value={amount}
          data-testid="mute-amount"
          aria-invalid={seconds === null}
          onChange={(event) => setAmount(event.target.value)}
        />
        <select
          value={unit}
          data-testid="mute-unit"
          onChange={(event) => setUnit(event.target.value as MuteDurationUnit)}
        >
          {MUTE_DURATION_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(UNIT_WORDS[u])}
            </option>
          ))}
        </select>
      </label>
      {seconds === null ? (
        <p className="form-error" role="alert">
          {t('relationship.mute_duration_invalid')}
        </p>
      ) : null}
    </Modal>
  );
}
