import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { EmojiCatalogue, EmojiEntry } from '../../../core/model/emoji-catalogue';
import { EmojiPickerState } from '../../../core/model/emoji-picker';
import type { Sticker, StickerCatalogue } from '../../../core/model/stickers';
import type { ClockPort } from '../../../core/ports';
import type { Translate } from '../../../shared/i18n/locale-types';
import { StickerPicker } from './StickerPicker';

/**
 * The emoji picker (its own lazy chunk, as is the Unicode data it shows): a search box
 * applied 500 ms after the last keystroke, the custom packs and the nine Unicode groups,
 * each showing a first batch and more on request. A server with sticker packs adds a
 * stickers tab (Pleroma-FE's "emoji or stickers"); a chosen sticker becomes an attachment.
 */
const EmojiPicker = observer(function EmojiPicker({
  catalogue,
  onPick,
  stickers,
  onSticker,
  stickersBusy,
  clock,
  t,
  language,
}: {
  catalogue: EmojiCatalogue;
  onPick: (emoji: EmojiEntry) => void;
  stickers: StickerCatalogue;
  onSticker: (sticker: Sticker) => void;
  stickersBusy: boolean;
  clock: ClockPort;
  t: Translate;
  /** The interface's language: Unicode emoji are named and searched in it too. */
  language: string;
}) {
  const [state] = useState(() => new EmojiPickerState(catalogue, clock));
  const [tab, setTab] = useState<'emoji' | 'stickers'>('emoji');
  useEffect(() => {
    void stickers.load();
    return () => state.dispose();
  }, [stickers, state]);
  useEffect(() => void catalogue.load(language), [catalogue, language]);
  // The name in the interface's language first, then the shortcode that is typed.
  const name = (e: EmojiEntry) =>
    e.displayTextI18n ? `${e.displayTextI18n} :${e.displayText}:` : `:${e.displayText}:`;
  const cell = (e: EmojiEntry) => (
    <button
      key={`${e.group}:${e.displayText}`}
      type="button"
      className="emoji-cell"
      title={name(e)}
      aria-label={name(e)}
      onClick={() => onPick(e)}
    >
      {e.imageUrl ? <img src={e.imageUrl} alt="" /> : e.replacement}
    </button>
  );
  const results = state.results;
  const emojiTab = (
    <>
      <input
        className="emoji-search"
        type="search"
        placeholder={t('compose_tools.search_emoji')}
        aria-label={t('compose_tools.search_emoji')}
        value={state.query}
        onChange={(e) => state.setQuery(e.target.value)}
      />
      <div className="emoji-groups">
        {results ? (
          <div className="emoji-grid">{results.map(cell)}</div>
        ) : (
          state.groups.map((g) => (
            <section key={g.id} aria-label={g.label}>
              <h4>{g.label}</h4>
              <div className="emoji-grid">{g.emoji.map(cell)}</div>
            </section>
          ))
        )}
        <button type="button" className="button" onClick={() => state.showMore()}>
          …
        </button>
      </div>
    </>
  );
  return (
    <div className="emoji-picker" role="dialog" aria-label={t('compose_tools.emoji')}>
      {stickers.available ? (
        <div className="emoji-picker-tabs" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'emoji'}
            onClick={() => setTab('emoji')}
          >
            {t('compose_tools.emoji')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'stickers'}
            onClick={() => setTab('stickers')}
          >
            {t('compose_tools.stickers')}
          </button>
        </div>
      ) : null}
      {tab === 'stickers' && stickers.available ? (
        <StickerPicker stickers={stickers} onPick={onSticker} busy={stickersBusy} t={t} />
      ) : (
        emojiTab
      )}
    </div>
  );
});

export default EmojiPicker;
