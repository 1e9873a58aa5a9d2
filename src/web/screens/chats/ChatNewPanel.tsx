import { type FormEvent, useRef, useState } from 'react';
import type { Account } from '../../../core/domain/types';
import { describeError } from '../../../core/errors';
import { searchChatPartners } from '../../../core/model/chat-partners';
import { useRoot, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { useNavigate } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; accounts: Account[] }
  | { kind: 'failed'; detail: string };

/**
 * The New chat panel (spec part 1 §2 "new-chat search panel"): search people (on Enter or
 * the button), pick one, and their chat opens (made on the server on first use).
 */
export function ChatNewPanel({ username, onClose }: { username: string; onClose: () => void }) {
  const t = useT();
  const root = useRoot();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const round = useRef(0);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    const mine = ++round.current;
    setState({ kind: 'loading' });
    try {
      const accounts = await searchChatPartners(
        root.scope.client.accounts,
        q,
        root.session.account?.id,
      );
      if (mine === round.current) setState({ kind: 'done', accounts });
    } catch (error) {
      if (mine === round.current) setState({ kind: 'failed', detail: describeError(error) });
    }
  };
  return (
    <section className="panel chat-new-panel" aria-label={t('chat_screen.new_title')}>
      <header className="panel-heading">
        <h2>{t('chat_screen.new_title')}</h2>
        <button type="button" className="button" onClick={onClose}>
          {t('chat_screen.back')}
        </button>
      </header>
      <div className="panel-body">
        <form className="chat-search-form" onSubmit={search}>
          <input
            type="search"
            value={query}
            // biome-ignore lint/a11y/noAutofocus: the panel exists for this one field
            autoFocus
            aria-label={t('chat_screen.search_label')}
            placeholder={t('chat_screen.search_label')}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button">
            {t('chat_screen.search')}
          </button>
        </form>
        {state.kind === 'loading' ? <Spinner /> : null}
        {state.kind === 'failed' ? (
          <p className="error-text" role="alert">
            {state.detail}
          </p>
        ) : null}
        {state.kind === 'done' && state.accounts.length === 0 ? (
          <p className="faint">{t('chat_screen.no_results')}</p>
        ) : null}
        {state.kind === 'done' ? (
          <ul className="chat-list">
            {state.accounts.map((account) => (
              <li key={account.id} className="chat-list-item">
                <button
                  type="button"
                  className="chat-list-link"
                  onClick={() => navigate(pathFor('chat', { username, recipient_id: account.id }))}
                >
                  {account.avatar ? (
                    <img className="avatar" src={account.avatar} alt="" width={40} height={40} />
                  ) : (
                    <span className="avatar avatar-empty" />
                  )}
                  <span className="chat-list-text">
                    <span className="chat-list-name">
                      {account.displayName || account.username}
                    </span>
                    <span className="faint">@{account.acct}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
