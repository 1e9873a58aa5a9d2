import { isObject, str } from '../normalize/read';
import { type ApiContext, expectObject } from './resource';

/** Spec part 1 §3: the captcha a server asks new accounts to solve. */
export type Captcha =
  | { type: 'none' }
  /** An image at `url` (kocaptcha: on the captcha service; native: a data: URL). */
  | { type: 'kocaptcha' | 'native'; url: string; token: string; answerData: string };

/** Spec part 1 §3 registration payload (as sent; `locale` and `agreement` are added here). */
export interface RegistrationPayload {
  username: string;
  fullname: string;
  email?: string;
  password: string;
  confirm: string;
  birthday?: string;
  reason?: string;
  bio?: string;
  language?: string[];
  token?: string;
  captcha_solution?: string;
  captcha_token?: string;
  captcha_answer_data?: string;
}

/**
 * What the server answered a registration: a token (signed in at once), or the account
 * waits (approval, email confirmation): Pleroma's `identifier` and its message.
 */
export type RegistrationAnswer =
  | { kind: 'token'; accessToken: string }
  | { kind: 'pending'; identifier: string; message: string };

/** Sign-up and password reset: the calls an anonymous visitor makes (no user token sent). */
export function signUpResource({ http }: ApiContext) {
  return {
    /** `GET /api/pleroma/captcha` (spec part 1 §7). */
    captcha: async (): Promise<Captcha> => {
      const { data } = await http.request('GET', '/api/pleroma/captcha', { auth: false });
      const record = isObject(data) ? data : {};
      const type = str(record.type);
      if (type !== 'kocaptcha' && type !== 'native') return { type: 'none' };
      return {
        type,
        url: str(record.url),
        token: str(record.token),
        answerData: str(record.answer_data),
      };
    },
    /**
     * `POST /api/v1/accounts`: `nickname` repeats the username; en_US and agreement always.
     * Pleroma takes it only with an app token (`client_credentials`, spec part 1 §7), which
     * `headers` carry (see RegistrationStore): with none, or a user's, it answers 403.
     */
    register: async (
      payload: RegistrationPayload,
      headers?: Record<string, string>,
    ): Promise<RegistrationAnswer> => {
      const { data } = await http.request('POST', '/api/v1/accounts', {
        json: { nickname: payload.username, locale: 'en_US', agreement: true, ...payload },
        auth: false,
        headers,
      });
      const record = expectObject(data, 'registration');
      const accessToken = str(record.access_token);
      if (accessToken) return { kind: 'token', accessToken };
      return {
        kind: 'pending',
        identifier: str(record.identifier, 'manual_login_required'),
        message: str(record.message),
      };
    },
    /**
     * Spec part 1 §7: POST to the instance's password path with `email` in the query
     * (Pleroma's `/auth/password`): 204 sent, 429 throttled (an ApiError).
     */
    requestPasswordReset: async (email: string): Promise<void> => {
      await http.request('POST', '/auth/password', { query: { email }, auth: false });
    },
  };
}

/**
 * Sign-up and password reset of a client, made on demand (as `scheduledStatusesApi`): only
 * the sign-up and reset screens call them, so the web's first load does not carry them.
 */
export function signUpApi(client: { readonly context: ApiContext }) {
  return signUpResource(client.context);
}
