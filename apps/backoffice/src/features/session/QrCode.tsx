import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const size = 184;

/**
 * A QR code drawn in the browser as SVG: the authenticator secret it carries never goes to a
 * third-party service, and SVG needs no canvas, so it stays sharp at any zoom.
 */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [image, setImage] = useState<{ value: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    void QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (svg) => {
        if (current) setImage({ value, src: `data:image/svg+xml,${encodeURIComponent(svg)}` });
      },
    );
    return () => {
      current = false;
    };
  }, [value]);

  return image?.value === value ? (
    <img className="qr-code" src={image.src} alt={alt} width={size} height={size} />
  ) : (
    <span className="qr-code qr-code-pending" aria-hidden="true" />
  );
}
