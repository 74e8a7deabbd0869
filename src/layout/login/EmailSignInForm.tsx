import { useRef, useState, type FormEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { REQUIRED_INPUT } from './requiredInput';
import { SubmitButton } from './SubmitButton';

export interface EmailSignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

interface EmailSignInFormProps {
  initialEmail: string;
  initialRememberMe: boolean;
  onSubmit: (values: EmailSignInValues) => Promise<boolean>;
}

export function EmailSignInForm({
  initialEmail,
  initialRememberMe,
  onSubmit,
}: EmailSignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(initialRememberMe);
  const [loading, setLoading] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const translate = useTranslate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    const admitted = await onSubmit({ email, password, rememberMe }).finally(() =>
      setLoading(false),
    );
    // After a refusal the password is what usually needs retyping.
    if (!admitted) passwordRef.current?.select();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={translate('app.layout.sign_in.with_email')}
    >
      <Stack spacing={2}>
        <TextField
          label={translate('ra.auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          // A remembered email leaves only the password to type.
          autoFocus={!initialEmail}
          slotProps={REQUIRED_INPUT}
          fullWidth
        />
        <TextField
          label={translate('ra.auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          inputRef={passwordRef}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus={Boolean(initialEmail)}
          slotProps={REQUIRED_INPUT}
          fullWidth
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
              name="rememberMe"
            />
          }
          label={translate('app.layout.sign_in.remember_me')}
        />
        <SubmitButton label={translate('ra.auth.sign_in')} loading={loading} />
      </Stack>
    </form>
  );
}
