import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Poll, Status } from '../../../core/domain/types';
import { pollExpired, pollResults, pollShowsResults } from '../../../core/model/status-display';
import { relativeTime, unitLabel } from '../../../shared/text/relative-time';
import { useLanguage, useModel, useT } from '../../app/hooks';
import { CheckIcon, ICON } from '../common/icons';
import { SafeHtml } from '../common/SafeHtml';
import { escapeHtml } from '../common/sanitize';

const DAY_MS = 86_400_000;

/** "5m", "3h", "9d" for a time ahead of `now` (relativeTime reads only the past). */
function timeUntil(iso: string, now: number, locale: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const left = Math.max(0, at - now);
  if (left >= DAY_MS) return unitLabel('d', Math.floor(left / DAY_MS), locale);
  // The same span, measured backwards from now.
  return relativeTime(new Date(now - left).toISOString(), now, { locale });
}

/**
 * A poll (spec part 2 §4): results — one bar per option with its whole-number percentage —
 * once voted, expired, or when signed out; otherwise the choices and the vote button. The footer counts votes and tells when it ends.
 */
export const PollView = observer(function PollView({
  status,
  poll,
}: {
  status: Status;
  poll: Poll;
}) {
  const t = useT();
  const locale = useLanguage();
  const model = useModel();
  const now = model.ticker.now;
  const signedIn = model.root.session.isSignedIn;
  const expired = pollExpired(poll, now);
  const [choices, setChoices] = useState<readonly number[]>([]);
  const [voting, setVoting] = useState(false);
  useEffect(() => {
    // Spec: a poll refreshes every 30 s while something shows it (core counts watchers).
    if (!signedIn || pollExpired(poll, Date.now())) return;
    let stop: (() => void) | undefined;
    let live = true;
    void model.root.loadStatusActions().then((actions) => {
      if (live) stop = actions.watchPoll(status.id);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [model, signedIn, status.id, poll]);
  const choose = (index: number, on: boolean) =>
    setChoices((old) =>
      poll.multiple ? (on ? [...old, index] : old.filter((c) => c !== index)) : [index],
    );
  const vote = async () => {
    setVoting(true);
    const actions = await model.root.loadStatusActions();
    await actions.vote(status.id, choices);
    setVoting(false);
  };
  const results = pollShowsResults(poll, { signedIn, now });
  const votes =
    poll.multiple && poll.votersCount !== null
      ? t('polls.people_voted_count', { count: poll.votersCount })
      : t('polls.votes_count', { count: poll.votesCount });
  let ends = '';
  if (expired) {
    ends = poll.expiresAt
      ? t('polls.expired', { time: relativeTime(poll.expiresAt, now, { locale }) })
      : t('polls.ended');
  } else if (poll.expiresAt) {
    ends = t('polls.expires_in', { time: timeUntil(poll.expiresAt, now, locale) });
  }
  return (
    <div className="poll" data-poll-id={poll.id}>
      {results ? (
        <ul className="poll-results">
          {pollResults(poll).map((option, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: options have no id and never reorder
              key={index}
              className={option.ownVote ? 'poll-option poll-option-own' : 'poll-option'}
            >
              <div className="poll-option-line">
                <span className="poll-percent">
                  {option.percent === null ? '–' : `${option.percent}%`}
                </span>
                <SafeHtml
                  as="span"
                  className="poll-option-title"
                  html={escapeHtml(option.title)}
                  emojis={poll.emojis}
                />
                {option.ownVote ? (
                  <span className="poll-own-vote" title={t('polls.your_vote')}>
                    <CheckIcon {...ICON} />
                  </span>
                ) : null}
              </div>
              <div
                className="poll-bar"
                role="presentation"
                style={{ width: `${option.percent ?? 0}%` }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="poll-choices">
          {poll.options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options have no id and never reorder
            <li key={index} className="poll-choice">
              <label>
                <input
                  type={poll.multiple ? 'checkbox' : 'radio'}
                  name={`poll-${status.id}`}
                  checked={choices.includes(index)}
                  disabled={voting}
                  onChange={(e) => choose(index, e.target.checked)}
                />{' '}
                <SafeHtml as="span" html={escapeHtml(option.title)} emojis={poll.emojis} />
              </label>
            </li>
          ))}
        </ul>
      )}
      {results ? null : (
        <button
          type="button"
          className="button poll-vote"
          // Spec: disabled with no choice or while loading.
          disabled={choices.length === 0 || voting}
          onClick={() => void vote()}
        >
          {t(voting ? 'status_actions.voting' : 'status_actions.vote')}
        </button>
      )}
      <p className="poll-footer faint">
        {votes}
        {ends ? ` · ${ends}` : ''}
      </p>
    </div>
  );
});
