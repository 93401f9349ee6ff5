import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Spec §9: QR codes of 200 px with a 20 px quiet zone (the padding in app-download.css). */
const qrSize = 200;

/** A QR code drawn in the browser, so no third-party service learns the address. */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [image, setImage] = useState<{ value: string; dataUrl: string } | null>(null);

  useEffect(() => {
    let current = true;
    // An absolute address: a phone scanning the code is not on this page.
    const absolute = new URL(value, window.location.href).toString();
    void QRCode.toDataURL(absolute, { width: qrSize, margin: 0, errorCorrectionLevel: 'M' }).then(
      (dataUrl) => {
        if (current) setImage({ value, dataUrl });
      },
    );
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <span className="qr-code">
      {image?.value === value ? (
        <img src={image.dataUrl} alt={alt} width={qrSize} height={qrSize} />
      ) : (
        <span className="qr-code-pending" role="img" aria-label={alt} />
      )}
    </span>
  );
}
