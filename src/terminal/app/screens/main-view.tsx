import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { TimelineKind } from '../../../core';
import { useServices } from '../app-context';
import { StatusBar } from '../components/status-bar';
import { StatusLayouts } from '../layout/status-layouts';
import { DisplayState } from '../model/display-state';
import { ComposeScreen } from './compose-screen';
import { HelpOverlay } from './help-overlay';
import { ThreadScreen } from './thread-screen';
import { TimelineScreen } from './timeline-screen';

const HOME: TimelineKind = { type: 'home' };

export interface MainViewProps {
  width: number;
  height: number;
}

/**
 * The signed-in UI: the home timeline, a thread and the composer stacked on it, the help
 * overlay, and the status bar. Screens under the top one stay mounted (hidden) so their
 * cursors survive.
 */
export const MainView = observer(function MainView({ width, height }: MainViewProps) {
  const { root, nav, t, keyLabel } = useServices();
  const timeline = root.timelines.get(HOME);
  // Watch the timeline while the view lives: loads it, streams it, polls when needed.
  useEffect(() => root.openTimeline(HOME).close, [root]);
  const [display] = useState(() => new DisplayState());
  const [layouts] = useState(
    () =>
      new StatusLayouts(root.entities, t, {
        toggleCw: keyLabel('status.toggle_cw'),
        open: keyLabel('status.open'),
      }),
  );

  const onPosted = (statusId: string) => {
    // The new post goes to the top of home at once, with whatever else was waiting.
    timeline.receive([statusId]);
    timeline.showNew();
    nav.pop();
    nav.posted(statusId);
  };

  const bodyHeight = Math.max(1, height - 1);
  const top = nav.top.kind;
  const help = nav.helpOpen;
  const thread = nav.thread;
  const compose = nav.compose;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Box flexDirection="column" height={bodyHeight} overflowY="hidden">
        <TimelineScreen
          timeline={timeline}
          active={top === 'timeline' && !help}
          width={width}
          height={bodyHeight}
          layouts={layouts}
          display={display}
        />
        {thread && (
          <ThreadScreen
            key="thread"
            statusId={thread.statusId}
            active={top === 'thread' && !help}
            width={width}
            height={bodyHeight}
            layouts={layouts}
            display={display}
          />
        )}
        {compose && (
          <ComposeScreen
            replyToId={compose.replyToId}
            active={top === 'compose'}
            width={width}
            height={bodyHeight}
            onPosted={onPosted}
          />
        )}
        {help && top !== 'compose' && <HelpOverlay active width={width} height={bodyHeight} />}
      </Box>
      <StatusBar timeline={timeline} width={width} />
    </Box>
  );
});
