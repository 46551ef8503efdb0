import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './use-document-title';

type PageContainerProps = {
  title?: string;
  /** Shown under the title in a calmer tone. */
  subtitle?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  children: ReactNode;
};

/** The frame of every content page: one h1, even spacing on phones and desktops. */
export function PageContainer({ title, subtitle, maxWidth = 'md', children }: PageContainerProps) {
  useDocumentTitle(title);
  return (
    <Container component="section" maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      {title && (
        <Typography variant="h4" component="h1" sx={{ mb: subtitle ? 1 : 3, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      )}
      {subtitle && (
        <Typography color="text.secondary" component="div" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Container>
  );
}
