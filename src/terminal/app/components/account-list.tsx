import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import type { ListCursor } from '../../../core/view/list-cursor';
import { useServices } from '../app-context';
import { accountRowParts } from '../layout/account-layout';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { GUTTER } from './status-view';
import { UiLine, UiRow } from './ui-row';
import { VirtualList } from './virtual-list';

export interface AccountListProps {
  ids: readonly string[];
  index: number;
  cursor: ListCursor;
  width: number;
  height: number;
  footer: string;
  focused: boolean;
}

/** Accounts one per row (followers, follows, search results), with a footer line. */
export const AccountList = observer(function AccountList(props: AccountListProps) {
  const { ids, index, width, height, footer, focused } = props;
  const { root, t } = useServices();
  return (
    <VirtualList
      count={ids.length + 1}
      cursor={index}
      revealTo={index === ids.length - 1 ? ids.length : undefined}
      height={height}
      heightOf={() => 1}
      scroll={props.cursor}
      renderItem={(i) => {
        const id = ids[i];
        if (id === undefined) {
          return (
            <Box key="footer" flexShrink={0}>
              <UiLine
                dimColor
                text={truncateToWidth(terminalText(`  ${footer}`), width)}
                width={width}
              />
            </Box>
          );
        }
        const account = root.entities.account(id);
        const selected = i === index && focused;
        return (
          // Right to left (issue 14) the marker ` <` and the name at the right edge.
          <Box key={id} flexShrink={0}>
            <UiRow
              parts={[
                {
                  text: terminalText(selected ? '> ' : '  '),
                  mark: true,
                  color: 'cyan',
                  bold: selected,
                },
                ...(account
                  ? accountRowParts(account, width - GUTTER, t)
                  : [{ text: t('tui.status.unavailable') }]
                ).map((part) => ({ ...part, inverse: selected })),
              ]}
              width={width}
            />
          </Box>
        );
      }}
    />
  );
});
