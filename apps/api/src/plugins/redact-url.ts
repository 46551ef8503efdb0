/** Percent-decoding that never throws and undoes double encoding (%2574 → %74 → t). */
function decodeFully(text: string): string {
  let current = text.replace(/\+/g, ' ');
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // broken escapes: decode the well-formed ones one by one
      next = current.replace(/(%[0-9a-f]{2})+/gi, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        }
      });
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * A URL fit for the logs. Every query field whose name or value mentions a token, however it
 * is spelled (TOKEN, %74oken, to%6Ben, access_token, token[]; or token=... inside another
 * field's value), has its value replaced; names and other fields stay for debugging.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const fields = url
    .slice(start + 1)
    .split(/([&;])/)
    .map((part) => {
      if (part === '&' || part === ';') return part;
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      if (!/token/i.test(decodeFully(part))) return part;
      return `${name}=[redacted]`;
    });
  return `${url.slice(0, start)}?${fields.join('')}`;
}
