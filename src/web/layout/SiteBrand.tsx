import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../app/hooks';
import { Link } from '../app/router';

/** Logo and site name, linking to the root. */
export const SiteBrand = observer(function SiteBrand() {
  const root = useRoot();
  const t = useT();
  const title = root.instance.info?.title || 'Petrel';
  return (
    <Link to="/" className="site-brand">
      <img
        className="site-logo"
        src={`${import.meta.env.BASE_URL}logo.svg`}
        alt={t('general.site_logo')}
        width={28}
        height={28}
      />
      <span className="site-name">{title}</span>
    </Link>
  );
});
