import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAuthProvider, useCheckAuth, useLogin, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { PRODUCT_TITLE } from '@/config/constants';
import { AFTER_SIGN_IN_PATH } from '@/providers/authProvider';
import type { EmailSignIn, KyndAuthProvider } from '@/providers/authProvider';
import { readRememberedSignIn, type RememberedSignIn } from '@/providers/session';
import { useShowRefusal } from './login/refusalToasts';
import { Logo } from './Logo';

export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';

type Mode = 'email' | 'phone';

export function LoginPage() {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [remembered] = useState(() => readRememberedSignIn());
  const [mode, setMode] = useState<Mode>('email');
  const showRefusal = useShowRefusal();
  const translate = useTranslate();

  useEffect(() => {
    // A stored session whose user or organisation has become inactive ends here with its toast.
    checkAuth({}, false)
      .then(() => navigate(AFTER_SIGN_IN_PATH, { replace: true }))
      .catch((error: unknown) => showRefusal(error, true));
  }, [checkAuth, navigate, showRefusal]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={4}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Logo />
          </Box>
          <Typography variant="h4" component="h1" color="primary" align="center" sx={{ mb: 2 }}>
            {PRODUCT_TITLE}
          </Typography>
          <Tabs
            value={mode}
            onChange={(_event, next: Mode) => setMode(next)}
            variant="fullWidth"
            sx={{ mb: 3 }}
            aria-label={translate('app.layout.sign_in.method')}
          >
            <Tab label={translate('ra.auth.email')} value="email" />
            <Tab label={translate('app.layout.sign_in.phone')} value="phone" />
          </Tabs>
          {mode === 'email' ? (
            <EmailSignInForm remembered={remembered} />
          ) : (
            <PhoneSignInForm remembered={remembered} />
          )}
          <div id={RECAPTCHA_CONTAINER_ID} />
        </CardContent>
      </Card>
    </Box>
  );
}

/** Runs one step of signing in at a time; a refusal is told by its toasts, then `onRefused`. */
function useSignInStep(onRefused: () => void) {
  const [loading, setLoading] = useState(false);
  const showRefusal = useShowRefusal();
  /** `step` gives no promise when there is nothing to do. */
  const submit = (step: () => Promise<unknown> | false | undefined) => (event: FormEvent) => {
    event.preventDefault();
    const running = !loading && step();
    if (!running) return;
    setLoading(true);
    void running
      .catch((error: unknown) => {
        showRefusal(error);
        onRefused();
      })
      .finally(() => setLoading(false));
  };
  return { loading, submit };
}

function EmailSignInForm({ remembered }: { remembered: RememberedSignIn | null }) {
  const initialEmail = remembered?.email ?? '';
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const translate = useTranslate();
  const login = useLogin();
  // After a refusal the password is what usually needs retyping.
  const { loading, submit } = useSignInStep(() => passwordRef.current?.select());

  return (
    <form
      onSubmit={submit(() => login({ email, password, rememberMe } satisfies EmailSignIn))}
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
        <Button {...SUBMIT} loading={loading}>
          {translate('ra.auth.sign_in')}
        </Button>
      </Stack>
    </form>
  );
}

function PhoneSignInForm({ remembered }: { remembered: RememberedSignIn | null }) {
  const [phone, setPhone] = useState(remembered?.phone ?? '');
  const [code, setCode] = useState('');
  const [onCodeStep, setOnCodeStep] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const translate = useTranslate();
  const login = useLogin();
  const authProvider = useAuthProvider<KyndAuthProvider>();
  const { loading, submit } = useSignInStep(() => codeRef.current?.select());
  const step = () =>
    onCodeStep
      ? // docs/product.md §2: a blank code does nothing.
        code.trim() !== '' && login({ code })
      : authProvider
          ?.sendPhoneCode({ phone, recaptchaContainer: RECAPTCHA_CONTAINER_ID })
          .then((result) => setOnCodeStep(result === 'sent'));

  return (
    <form
      onSubmit={submit(step)}
      noValidate
      aria-label={translate(
        onCodeStep ? 'app.layout.sign_in.confirm_code' : 'app.layout.sign_in.with_phone',
      )}
    >
      <Stack spacing={2}>
        {onCodeStep ? (
          <TextField
            key="code"
            label={translate('app.layout.sign_in.code')}
            name="code"
            autoComplete="one-time-code"
            inputRef={codeRef}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true } }}
            autoFocus
          />
        ) : (
          <TextField
            key="phone"
            label={translate('app.layout.sign_in.phone_number')}
            type="tel"
            name="phone"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            autoFocus
            slotProps={REQUIRED_INPUT}
          />
        )}
        <Button {...SUBMIT} loading={loading}>
          {translate(onCodeStep ? 'ra.action.confirm' : 'app.layout.sign_in.send_code')}
        </Button>
      </Stack>
    </form>
  );
}

const SUBMIT = { type: 'submit', variant: 'contained', size: 'large', fullWidth: true } as const;

// Sign-in fields are required for assistive technology without the label's visual asterisk, so
// that each field's accessible name is exactly its label ('Email', 'Password', …).
const REQUIRED_INPUT = { htmlInput: { 'aria-required': true } };
