import { describe, expect, it } from 'vitest';
import { instanceBrand } from '../../../src/core/view/instance-brand';

const SERVER = 'https://pleroma.example';

describe('the desktop bar’s logo and site name from the instance flags', () => {
  it('asks nothing of the bar when the configuration names no logo and keeps the name', () => {
    expect(instanceBrand({}, SERVER)).toBeNull();
    expect(instanceBrand({ logoMask: true, logoLeft: true }, SERVER)).toBeNull();
  });

  it('puts the server’s logo in the middle, masked, with its margin', () => {
    expect(
      instanceBrand(
        { logo: '/static/logo.svg', logoMask: true, logoMargin: '.1em', hideSitename: false },
        SERVER,
      ),
    ).toEqual({
      logoUrl: 'https://pleroma.example/static/logo.svg',
      mask: true,
      margin: '.1em',
      placement: 'center',
      showName: true,
    });
  });

  it('logoLeft puts it beside the name; hideSitename leaves the name out', () => {
    const brand = instanceBrand({ logo: '/l.png', logoLeft: true, hideSitename: true }, SERVER);
    expect(brand).toMatchObject({ placement: 'left', showName: false, mask: false });
  });

  it('hideSitename alone keeps the client’s own logo at the left', () => {
    expect(instanceBrand({ hideSitename: true }, SERVER)).toEqual({
      logoUrl: null,
      mask: false,
      margin: null,
      placement: 'left',
      showName: false,
    });
  });

  it('takes only http(s) images and plain CSS lengths', () => {
    expect(instanceBrand({ logo: 'javascript:alert(1)' }, SERVER)).toBeNull();
    const brand = instanceBrand({ logo: '/l.svg', logoMargin: '1em; background: red' }, SERVER);
    expect(brand?.margin).toBeNull();
    expect(instanceBrand({ logo: 'https://cdn.example/l.svg' }, SERVER)?.logoUrl).toBe(
      'https://cdn.example/l.svg',
    );
  });
});
