import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Captcha, PleromaClient, RegistrationPayload } from '../api/client';
import { signUpApi } from '../api/sign-up';
import { ApiError, describeError } from '../errors';
import type { LoggerPort } from '../ports';
import {
  birthdayCutoff,
  emptyRegistration,
  type FieldProblem,
  humanizeRegistrationErrors,
  languageList,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationValues,
  registrationProblems,
  type SignUpRules,
} from './registration-rules';

/** Spec part 1 §4 sign-up: pending (form disabled), success, failure (errors kept). */
export type RegistrationState = 'idle' | 'pending' | 'success' | 'failure';

/** What a successful registration led to. */
export type RegistrationOutcome =
  /** Token stored, user logged in: the faces go to friends. */
  | { kind: 'signed-in' }
  /** The server keeps the account waiting (approval, email): its words. */
  | { kind: 'waiting'; identifier: string; message: string };

export interface RegistrationDeps {
  /** The anonymous client of the server being joined. */
  client: () => PleromaClient;
  rules: () => SignUpRules;
  now: () => number;
  /** Store the new account's token and sign in with it (the root's token sign-in). */
  adoptToken: (token: string) => Promise<boolean>;
  logger: LoggerPort;
  /** `/registration/{token}`: the invite token, sent with the payload. */
  inviteToken?: string;
  /** The app token the sign-up carries (`signUpAppToken`); asked once per form. */
  appToken?: () => Promise<string | undefined>;
}

/**
 * The registration form (spec part 1 §4, §5, §7): values, which fields were touched, the
 * captcha of the server, and the submit with its states. Errors show once a field is
 * touched; submit is blocked while invalid or pending; a failure keeps the server's field
 * errors as "Field name. message." lines and fetches a new captcha.
 */
export class RegistrationStore {
  values: RegistrationValues = emptyRegistration();
  touched = new Set<RegistrationField>();
  state: RegistrationState = 'idle';
  /** The server's errors of the last failure (an error box lists them). */
  serverErrors: string[] = [];
  outcome: RegistrationOutcome | null = null;
  captcha: Captcha | null = null;
  captchaError: string | null = null;
  #appToken: Promise<string | undefined> | undefined;

  constructor(private readonly deps: RegistrationDeps) {
    makeObservable(this, {
      values: observable,
      touched: observable,
      state: observable,
      serverErrors: observable.ref,
      outcome: observable.ref,
      captcha: observable.ref,
      captchaError: observable,
      problems: computed,
      canSubmit: computed,
      set: action,
      touch: action,
      dismissErrors: action,
    });
  }

  get inviteToken(): string | undefined {
    return this.deps.inviteToken;
  }

  get rules(): SignUpRules {
    return this.deps.rules();
  }

  /** Spec: the date input's maximum and the message's date (null: no birthday asked). */
  get birthdayMax(): string | null {
    const rules = this.rules;
    return rules.birthdayRequired
      ? birthdayCutoff(new Date(this.deps.now()), rules.birthdayMinAge)
      : null;
  }

  get problems(): Partial<Record<RegistrationField, FieldProblem>> {
    const captchaNeeded = this.captcha !== null && this.captcha.type !== 'none';
    return registrationProblems(this.values, this.rules, new Date(this.deps.now()), captchaNeeded);
  }

  /** A field's problem once it was touched (spec: errors show once a field is touched). */
  problemOf(field: RegistrationField): FieldProblem | undefined {
    return this.touched.has(field) ? this.problems[field] : undefined;
  }

  get canSubmit(): boolean {
    return this.state !== 'pending' && Object.keys(this.problems).length === 0;
  }

  set(field: RegistrationField, value: string): void {
    this.values[field] = value;
    this.touched.add(field);
  }

  touch(field: RegistrationField): void {
    this.touched.add(field);
  }

  dismissErrors(): void {
    this.serverErrors = [];
  }

  /** `GET /api/pleroma/captcha`; a server without one (or failing) asks for none. */
  async loadCaptcha(): Promise<void> {
    try {
      const captcha = await signUpApi(this.deps.client()).captcha();
      runInAction(() => {
        this.captcha = captcha;
        this.captchaError = null;
        this.values.captcha = '';
        this.touched.delete('captcha');
      });
    } catch (error) {
      this.deps.logger.warn('Captcha failed to load', error);
      runInAction(() => {
        this.captcha = { type: 'none' };
        this.captchaError = describeError(error);
      });
    }
  }

  /** What is sent (spec part 1 §3; fields the server does not ask for are left out). */
  payload(): RegistrationPayload {
    const v = this.values;
    const rules = this.rules;
    const payload: RegistrationPayload = {
      username: v.username.trim(),
      fullname: v.fullname.trim(),
      password: v.password,
      confirm: v.confirm,
    };
    if (v.email.trim() !== '') payload.email = v.email.trim();
    if (rules.birthdayRequired && v.birthday !== '') payload.birthday = v.birthday;
    if (v.reason.trim() !== '') payload.reason = v.reason.trim();
    if (v.bio.trim() !== '') payload.bio = v.bio;
    const language = languageList(v.language);
    if (language.length > 0) payload.language = language;
    if (this.deps.inviteToken) payload.token = this.deps.inviteToken;
    const captcha = this.captcha;
    if (captcha && captcha.type !== 'none') {
      payload.captcha_solution = v.captcha.trim();
      payload.captcha_token = captcha.token;
      payload.captcha_answer_data = captcha.answerData;
    }
    return payload;
  }

  /** Submit when valid (every field counts as touched from here on). */
  async submit(): Promise<RegistrationOutcome | null> {
    runInAction(() => {
      for (const field of REGISTRATION_FIELDS) this.touched.add(field);
    });
    if (!this.canSubmit) return null;
    runInAction(() => {
      this.state = 'pending';
      this.serverErrors = [];
    });
    try {
      // One app token for every try of this form (a refused sign-up does not spend it).
      this.#appToken ??= this.deps.appToken?.() ?? Promise.resolve(undefined);
      const appToken = await this.#appToken;
      if (appToken === undefined) this.#appToken = undefined;
      const answer = await signUpApi(this.deps.client()).register(
        this.payload(),
        appToken ? { Authorization: `Bearer ${appToken}` } : undefined,
      );
      let outcome: RegistrationOutcome;
      if (answer.kind === 'token') {
        if (!(await this.deps.adoptToken(answer.accessToken))) {
          throw new Error('The new account could not sign in with the token it was given');
        }
        outcome = { kind: 'signed-in' };
      } else {
        outcome = { kind: 'waiting', identifier: answer.identifier, message: answer.message };
      }
      runInAction(() => {
        this.state = 'success';
        this.outcome = outcome;
      });
      return outcome;
    } catch (error) {
      this.deps.logger.warn('Registration failed', error);
      const lines =
        error instanceof ApiError ? humanizeRegistrationErrors(error.body) : [describeError(error)];
      runInAction(() => {
        this.state = 'failure';
        this.serverErrors = lines.length > 0 ? lines : [describeError(error)];
      });
      // Spec §8: the captcha is reloaded after a failure (each one is single-use).
      if (this.captcha && this.captcha.type !== 'none') await this.loadCaptcha();
      return null;
    }
  }
}
