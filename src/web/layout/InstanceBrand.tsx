import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { shellDocumentsOf } from '../../core/model/shell-documents';
import { type InstanceBrand as Brand, instanceBrand } from '../../core/view/instance-brand';
import { useRoot } from '../app/hooks';
import { useIsMobile } from './use-is-mobile';
import './instance-brand.css';

/** The first load's logo link (SiteBrand.tsx) that this decorates. */
const BRAND_LINK = '.nav-bar .site-brand';

/**
 * Spec part 1 §2 "Desktop navigation bar: logo, optional site name", with the instance's
 * flags (logo, logoMask, logoMargin, logoLeft, hideSitename; core/view/instance-brand.ts).
 * Drawn from the layout's lazy chunk (ShellLayer) into the first load's logo link, which
 * until then shows Petrel's logo and the instance's name: the first load carries none of it
 * (web budget), and the first timeline does not wait for the configuration. The mobile bar
 * keeps Petrel's own logo (the spec gives the flags to the desktop bar).
 */
export const InstanceBrand = observer(function InstanceBrand() {
  const root = useRoot();
  const mobile = useIsMobile();
  const documents = root.use(shellDocumentsOf);
  const [link, setLink] = useState<Element | null>(null);
  useEffect(() => {
    void documents.start();
    setLink(document.querySelector(BRAND_LINK));
  }, [documents]);
  const brand = instanceBrand(documents.config, root.client.http.baseUrl);
  if (mobile || !link || !brand) return null;
  return createPortal(
    <BrandMark brand={brand} title={root.instance.info?.title || root.client.serverHost} />,
    link,
  );
});

function BrandMark({ brand, title }: { brand: Brand; title: string }) {
  // A logo that does not load (a Pleroma whose front-end folder has no /static/logo.svg)
  // leaves Petrel's own in place rather than an empty box.
  const [broken, setBroken] = useState<string | null>(null);
  const logoUrl = brand.logoUrl !== broken ? brand.logoUrl : null;
  const style = brand.margin ? { marginBlock: brand.margin } : undefined;
  return (
    <span
      className="instance-brand"
      data-testid="instance-brand"
      data-place={brand.placement}
      data-hide-name={brand.showName ? undefined : ''}
    >
      {logoUrl ? (
        <span
          className="instance-logo"
          data-testid="instance-logo"
          data-mask={brand.mask ? '' : undefined}
          role="img"
          aria-label={title}
          title={title}
          style={style}
        >
          <img src={logoUrl} alt="" onError={() => setBroken(logoUrl)} />
          {brand.mask ? (
            <span
              className="instance-logo-mask"
              style={{ maskImage: `url("${logoUrl}")` }}
              aria-hidden="true"
            />
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
