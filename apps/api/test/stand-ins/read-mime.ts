/**
 * Just enough MIME to read what nodemailer writes: folded headers, RFC 2047 encoded words,
 * multipart bodies, base64 and quoted-printable parts in any charset TextDecoder knows. The SMTP
 * catcher uses it so tests can assert on the subject and text a real mail client would show.
 */
export interface ReadMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { head: raw, body: '' };
  const gap = /\r?\n\r?\n/.exec(raw.slice(at))![0].length;
  return { head: raw.slice(0, at), body: raw.slice(at + gap) };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function param(value: string, name: string): string | undefined {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(text: string, headerStyle: boolean): Buffer {
  const source = headerStyle ? text.replace(/_/g, ' ') : text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decode(bytes: Buffer, charset = 'utf-8'): string {
  return new TextDecoder(charset).decode(bytes);
}

/** =?charset?B|Q?...?= words; whitespace between two of them is not part of the text. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, kind: string, data: string) =>
      decode(
        kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data, true),
        charset,
      ),
    );
}

function readPart(raw: string, found: { text: string; html: string }): Map<string, string> {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    for (const part of parts.slice(1)) {
      if (part.startsWith('--')) break;
      readPart(part.replace(/^\r?\n/, ''), found);
    }
    return headers;
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body, false)
        : Buffer.from(body, 'utf8');
  // Mail travels with CRLF line ends; readers (and tests) think in \n.
  const text = decode(bytes, param(type, 'charset')).replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(type)) found.html ||= text;
  else if (/^text\/plain/i.test(type)) found.text ||= text;
  return headers;
}

export function readMime(raw: string): ReadMail {
  const found = { text: '', html: '' };
  const headers = readPart(raw, found);
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), ...found };
}
