import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A list with nothing in it yet: one calm line in a dashed frame. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderStyle: 'dashed' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
