import type { ScheduledStatus } from '../../../core/api/scheduled-statuses';
import { scheduledStatusesApi } from '../../../core/api/scheduled-statuses';
import { parseScheduleTime } from '../../../core/model/post/scheduling';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../../context';
import type { CliDates } from '../../dates';
import { usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';
import { scheduleProblemError } from '../../post-problems';

/** A scheduled post in the API's own shape, for `--json`. */
function scheduledJson(item: ScheduledStatus): Record<string, unknown> {
  return {
    id: item.id,
    scheduled_at: item.scheduledAt,
    params: {
      text: item.text,
      spoiler_text: item.spoilerText,
      visibility: item.visibility,
      in_reply_to_id: item.inReplyToId,
      poll: item.pollOptions.length > 0 ? { options: item.pollOptions } : null,
    },
  };
}

/** One line per post: id, when, scope, the start of the text. */
export function printScheduled(
  items: ScheduledStatus[],
  dates: CliDates,
  json?: boolean,
  single = false,
): void {
  if (json) {
    printJson(single ? scheduledJson(items[0]!) : items.map(scheduledJson));
    return;
  }
  if (items.length === 0) {
    printLine(terminalText('No scheduled posts'));
    return;
  }
  for (const item of items) {
    const when = dates.time(item.scheduledAt);
    const text = item.text.replace(/\s+/g, ' ').slice(0, 60);
    const lead = single ? 'Scheduled ' : '';
    printLine(terminalText(`${lead}${item.id} · ${when} · ${item.visibility ?? ''} · ${text}`));
  }
}

function timeOrThrow(text: string): Date {
  const parsed = parseScheduleTime(text, Date.now());
  if ('problem' in parsed) throw scheduleProblemError(parsed.problem);
  return parsed.at;
}

/** `petrel scheduled [cancel ID | reschedule ID TIME]`. */
export async function scheduled(
  global: GlobalOptions,
  action: string | undefined,
  id: string | undefined,
  time: string | undefined,
  options: { json?: boolean },
): Promise<void> {
  if (action !== undefined && action !== 'cancel' && action !== 'reschedule')
    throw usageError(`Unknown action "${action}": use cancel or reschedule`);
  if (action && !id) throw usageError(`\`scheduled ${action}\` needs the scheduled post id`);
  if (action === 'reschedule' && !time)
    throw usageError('`scheduled reschedule ID TIME` needs the new time');
  const at = action === 'reschedule' ? timeOrThrow(time!) : undefined;
  await withContext(global, async ({ root, dates }) => {
    requireLogin(root);
    const api = scheduledStatusesApi(root.client);
    if (action === 'cancel') {
      await api.cancel(id!);
      if (options.json) printJson({ id, cancelled: true });
      else printLine(terminalText(`Cancelled ${id}`));
      return;
    }
    if (at)
      return printScheduled(
        [await api.reschedule(id!, at.toISOString())],
        dates,
        options.json,
        true,
      );
    printScheduled(await api.list(), dates, options.json);
  });
}
