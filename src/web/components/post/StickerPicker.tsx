import { observer } from 'mobx-react-lite';
import type { Sticker, StickerCatalogue } from '../../../core/model/stickers';
import type { Translate } from '../../../shared/i18n/locale-types';

/**
 * The emoji picker's stickers tab (Pleroma-FE's sticker picker): one section per pack, with
 * its tab icon and title; choosing a sticker hands it to the form, which uploads it as an
 * attachment. Part of the picker's lazy chunk.
 */
export const StickerPicker = observer(function StickerPicker({
  stickers,
  onPick,
  busy,
  t,
}: {
  stickers: StickerCatalogue;
  onPick: (sticker: Sticker) => void;
  /** An upload is running or the file limit is reached: the stickers cannot be chosen. */
  busy: boolean;
  t: Translate;
}) {
  return (
    <div className="sticker-packs" data-testid="sticker-picker">
      {stickers.packs.map((pack) => (
        <section key={pack.name} aria-label={pack.title}>
          <h4>
            {pack.tabIcon ? <img src={pack.tabIcon} alt="" className="sticker-tab-icon" /> : null}
            {pack.title}
          </h4>
          <div className="emoji-grid">
            {pack.stickers.map((s) => (
              <button
                key={s.file}
                type="button"
                className="sticker-cell"
                title={`${pack.name}/${s.name}`}
                aria-label={t('compose_tools.sticker_named', { name: `${pack.name}/${s.name}` })}
                disabled={busy}
                onClick={() => onPick(s)}
              >
                <img src={s.url} alt="" />
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
});
