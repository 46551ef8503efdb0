import { useMemo } from 'react';
import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';

// Links the server marks to open in a new tab must not hand the page to the opened site.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Server HTML (news, pages, notices) rendered only after sanitising: it is never trusted as-is. */
export function SafeHtml({ html, dense = false }: { html: string; dense?: boolean }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Box
      sx={{
        typography: 'body1',
        lineHeight: 1.65,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol': { my: dense ? 1 : 2 },
        '& h2, & h3, & h4': { mt: 3, mb: 1.5, lineHeight: 1.3 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
