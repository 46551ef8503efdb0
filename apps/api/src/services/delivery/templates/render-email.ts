export type EmailBlock =
  | { kind: 'p'; text: string }
  /** The code or password: alone on its line in the text, large in the HTML, easy to copy. */
  | { kind: 'secret'; text: string }
  | { kind: 'link'; label: string; url: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A block's lines as the text part has them: HTML folds a newline into a space, so the summary
 * lines (sum, order, date) would run together; each line ends with <br> instead.
 */
function linesHtml(text: string): string {
  return text.split('\n').map(escapeHtml).join('<br>\n');
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'p':
      return `<p style="margin:0 0 16px">${linesHtml(block.text)}</p>`;
    case 'secret':
      return `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(block.text)}</p>`;
    case 'link':
      return `<p style="margin:0 0 16px">${escapeHtml(block.label)} <a href="${escapeHtml(block.url)}" style="overflow-wrap:anywhere;word-break:break-all">${escapeHtml(block.url)}</a></p>`;
  }
}

function blockText(block: EmailBlock): string {
  return block.kind === 'link' ? `${block.label}\n${block.url}` : block.text;
}

/**
 * A plain-text part (what most mail clients quote and what tests read) and a simple HTML part
 * with inline styles only, since mail clients drop style sheets.
 */
export function renderEmail(
  subject: string,
  blocks: EmailBlock[],
  signature: string,
  lang: string,
): { subject: string; text: string; html: string } {
  const text = `${blocks.map(blockText).join('\n\n')}\n\n--\n${signature}\n`;
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">',
    ...blocks.map(blockHtml),
    `<p style="margin:24px 0 0;color:#6b7280;font-size:14px">${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
