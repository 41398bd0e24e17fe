// A ticket's QR code, drawn as SVG from the token it holds (qrcode's matrix of modules, one square
// each): no canvas, no image address and no inline script, so it shows under the site's
// Content-Security-Policy and prints sharp. Medium error correction: a phone screen with a crack or
// glare still scans.

import { create } from 'qrcode';

/** The quiet zone the QR standard asks around the code, in modules. */
const QUIET = 4;

export function TicketQr({ token, label }: { readonly token: string; readonly label: string }) {
  const { modules } = create(token, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (modules.get(row, column)) path += `M${column + QUIET},${row + QUIET}h1v1h-1z`;
    }
  }
  const extent = size + 2 * QUIET;
  return (
    <svg className="ticket-qr" viewBox={`0 0 ${extent} ${extent}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
