import { STAND_INS } from '../stand-ins/stand-ins-address.ts';
import type { StandInMessage } from '../stand-ins/start-stand-ins.ts';

/** Waits for the newest message to `to` that matches, as the stand-ins received it. */
export async function waitForMessage(
  to: string,
  match: (m: StandInMessage) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<StandInMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = (await (
      await fetch(`${STAND_INS}/messages?to=${encodeURIComponent(to)}`)
    ).json()) as StandInMessage[];
    const found = list.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no message to ${to} within ${timeoutMs} ms`);
}

/** The code in a message: the digits a call carries, or the first 4–6 digit run of a text. */
export function codeIn(message: StandInMessage): string {
  if (message.kind === 'call') return message.code;
  const text = message.kind === 'email' ? `${message.subject} ${message.text}` : message.text;
  // Six digits first: a text may also mention a year or a 4-digit zone.
  const match = /\b(\d{6})\b/.exec(text) ?? /\b(\d{4})\b/.exec(text);
  if (!match) throw new Error(`no code in message: ${JSON.stringify(message)}`);
  return match[1]!;
}
