import qrcode from 'qrcode-generator';

/**
 * The TOTP provisioning address as a QR code (spec part 2 §2 security tab "two-factor"),
 * drawn by qrcode-generator as an SVG of path data only (the address is not in the markup).
 */
export function TotpQr({ uri }: { uri: string }) {
  const qr = qrcode(0, 'M');
  qr.addData(uri);
  qr.make();
  return (
    <div
      className="mfa-qr"
      data-testid="mfa-qr"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: generated SVG, no remote markup
      dangerouslySetInnerHTML={{
        __html: qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true }),
      }}
    />
  );
}
