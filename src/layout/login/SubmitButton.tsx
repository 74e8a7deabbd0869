import Button from '@mui/material/Button';

/** The full-width submit button of a sign-in step, busy while its request runs. */
export function SubmitButton({ label, loading }: { label: string; loading: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={loading}>
      {label}
    </Button>
  );
}
