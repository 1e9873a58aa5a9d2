import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { LoginScreen } from './login-screen';
import { PasswordResetScreen } from './password-reset-screen';
import { RegisterScreen } from './register-screen';

/** The sign-in pages: login, registration, password reset (`reset-required`: after §8's refusal). */
export type SignInPage = 'login' | 'register' | 'reset' | 'reset-required';

export interface SignInPagesProps {
  /** The server the login form starts with. */
  server?: string;
  width: number;
  height: number;
  /** An account signed in (login, token, or a registration that gave a token). */
  onSignedIn: () => void;
  /** Adding an account: back to the signed-in one (its key shown in the hints). */
  onBack?: () => void;
  backTo?: string;
}

/**
 * The pages before (or beside, when adding an account) the main view. The server typed in
 * the login form goes with the user to the registration and password-reset pages and back.
 */
export const SignInPages = observer(function SignInPages(props: SignInPagesProps) {
  const [page, setPage] = useState<{ name: SignInPage; server: string }>({
    name: 'login',
    server: props.server ?? '',
  });
  const back = () => setPage({ name: 'login', server: page.server });
  const size = { width: props.width, height: props.height };
  switch (page.name) {
    case 'login':
      return (
        <LoginScreen
          {...size}
          server={page.server || undefined}
          onSignedIn={props.onSignedIn}
          onOpen={(name, server) => setPage({ name, server })}
          onBack={props.onBack}
          backTo={props.backTo}
        />
      );
    case 'register':
      return (
        <RegisterScreen
          {...size}
          server={page.server}
          onBack={back}
          onSignedIn={props.onSignedIn}
        />
      );
    case 'reset':
    case 'reset-required':
      return (
        <PasswordResetScreen
          {...size}
          server={page.server}
          required={page.name === 'reset-required'}
          onBack={back}
        />
      );
  }
});
