import type { Account } from '../../../core/domain/types';

/**
 * An account's avatar; decorative (the name next to it is the text). No picture, or one that
 * fails to load (spec part 2 §8), shows the default avatar: the empty placeholder.
 */
export function Avatar({ account, size = 48 }: { account: Account | undefined; size?: number }) {
  if (!account?.avatar) {
    return <span className="avatar avatar-empty" style={{ width: size, height: size }} />;
  }
  return (
    <img
      className="avatar"
      src={account.avatar}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        img.removeAttribute('src');
        img.className = 'avatar avatar-empty';
      }}
    />
  );
}
