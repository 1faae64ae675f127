// The server's clock as this device sees it. A phone whose clock is minutes off would otherwise count a hold down
// wrongly (the hold's end is the server's time), so every API answer's Date header sets the offset between the two.
let offsetMs = 0;

/**
 * The Date header has whole seconds and was stamped somewhere between sending and receiving: the middle of the trip,
 * plus half a second for the dropped fraction, is the best guess (off by at most about a second, shown as minutes).
 */
export function noteServerDate(header: string | null, sentAt: number, receivedAt: number): void {
  if (!header) return;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return;
  offsetMs = server + 500 - (sentAt + receivedAt) / 2;
}

/** Now by the server's clock (the device's clock until the first answer arrives). */
export const serverNow = (): number => Date.now() + offsetMs;
