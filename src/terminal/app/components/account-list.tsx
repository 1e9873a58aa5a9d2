import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import type { ListCursor } from '../../../core/view/list-cursor';
import { useServices } from '../app-context';
import { accountRow } from '../layout/account-layout';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { SafeText } from './safe-text';
import { GUTTER } from './status-view';
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
              <SafeText dimColor>{truncateToWidth(terminalText(`  ${footer}`), width)}</SafeText>
            </Box>
          );
        }
        const account = root.entities.account(id);
        const selected = i === index && focused;
        return (
          <Box key={id} flexShrink={0}>
            <SafeText color="cyan" bold={selected}>
              {terminalText(selected ? '> ' : '  ')}
            </SafeText>
            <SafeText inverse={selected}>
              {account ? accountRow(account, width - GUTTER, t) : t('tui.status.unavailable')}
            </SafeText>
          </Box>
        );
      }}
    />
  );
});
