import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReviewFact } from '../lib/review-facts';
import { setReviewSkipped } from '../lib/review-preference';

type Props = {
  facts: ReviewFact[];
  /** Said under the facts, e.g. the city's time zone when the phone's differs. */
  note?: string | null;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
};

/**
 * The last look before money moves (issue 23): what will be paid, for which car, where and when.
 * Focus moves to its heading so a screen reader reads it; Back returns to the form as it was.
 */
export function PaymentReview({ facts, note, busy, onBack, onConfirm }: Props) {
  const { t } = useTranslation('parking-payment');
  const heading = useRef<HTMLHeadingElement>(null);
  const [skip, setSkip] = useState(false);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Box
      role="region"
      aria-labelledby="payment-review-heading"
      sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2 }}
    >
      <Stack spacing={2}>
        <Typography id="payment-review-heading" variant="h6" component="h2" tabIndex={-1} ref={heading}>
          {t('review.title')}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
        >
          {facts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
        <FormControlLabel
          control={<Checkbox checked={skip} onChange={(e) => setSkip(e.target.checked)} />}
          label={t('review.skip')}
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button onClick={onBack} disabled={busy} sx={{ minHeight: 44 }}>
            {t('review.back')}
          </Button>
          <Button
            variant="contained"
            size="large"
            loading={busy}
            sx={{ minHeight: 44 }}
            onClick={() => {
              if (skip) setReviewSkipped(true);
              onConfirm();
            }}
          >
            {t('review.confirm')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The way back from "don't show this again", beside the pay button. */
export function ShowReviewAgain({ onShown }: { onShown: () => void }) {
  const { t } = useTranslation('parking-payment');
  return (
    <Button
      variant="text"
      size="small"
      sx={{ alignSelf: 'center', minHeight: 44 }}
      onClick={() => {
        setReviewSkipped(false);
        onShown();
      }}
    >
      {t('review.showAgain')}
    </Button>
  );
}
