import { observer } from 'mobx-react-lite';
import { useRoot } from '../../app/hooks';
import { Avatar } from './Avatar';
import { RepeatHeader } from './RepeatHeader';
import { StatusBody } from './StatusBody';
import { StatusHeader } from './StatusHeader';

/**
 * One status as timelines and threads show it: repeat header, avatar, names, time link,
 * content behind its content warning, attachments. Reads the entity by id, so it
 * re-renders exactly when that status changes.
 */
export const StatusItem = observer(function StatusItem({
  id,
  focused = false,
}: {
  id: string;
  focused?: boolean;
}) {
  const { entities } = useRoot();
  const entry = entities.status(id);
  if (!entry || entry.deleted) return null;
  const shown = entry.reblogId ? (entities.status(entry.reblogId) ?? entry) : entry;
  const account = entities.account(shown.accountId);
  const classes = ['status', focused ? 'status-focused' : '', entry.reblogId ? 'status-repeat' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <article
      className={classes}
      data-status-id={shown.id}
      aria-current={focused ? 'true' : undefined}
    >
      {entry.reblogId ? <RepeatHeader accountId={entry.accountId} /> : null}
      <div className="status-main">
        <Avatar account={account} />
        <div className="status-column">
          <StatusHeader status={shown} account={account} />
          <StatusBody status={shown} />
        </div>
      </div>
    </article>
  );
});
