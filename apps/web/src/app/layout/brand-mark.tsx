import Box from '@mui/material/Box';
import LocalParkingIcon from '@mui/icons-material/LocalParking';

/** The square "P" mark used in the header, side menu, footer and closed-site page. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <LocalParkingIcon sx={{ fontSize: size * 0.72 }} />
    </Box>
  );
}
