import Button from '@mui/material/Button';

export function SubmitButton({ label, loading }: { label: string; loading: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={loading}>
      {label}
    </Button>
  );
}
