/**
 * Spec part 1 §5 registration rules as pure functions: which fields the server asks for,
 * what is wrong with a form, the birthday cut-off, and server field errors in words.
 */

/** What a server's instance flags ask of a new account. */
export interface SignUpRules {
  /** registrationOpen: without an invite token the page is closed. */
  open: boolean;
  /** accountActivationRequired: email required (else labelled optional). */
  emailRequired: boolean;
  /** accountApprovalRequired: a reason is required. */
  reasonRequired: boolean;
  birthdayRequired: boolean;
  birthdayMinAge: number;
}

export const REGISTRATION_FIELDS = [
  'username',
  'fullname',
  'email',
  'password',
  'confirm',
  'birthday',
  'reason',
  'bio',
  'language',
  'captcha',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export type RegistrationValues = Record<RegistrationField, string>;

/** Why a field is not accepted (the faces word each). */
export type FieldProblem =
  | { kind: 'required' }
  /** Confirmation given but different from the password. */
  | { kind: 'mismatch' }
  /** A birthday after `cutoff` (YYYY-MM-DD): the message shows the date. */
  | { kind: 'too_young'; cutoff: string };

export function emptyRegistration(): RegistrationValues {
  return Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, ''])) as RegistrationValues;
}

/**
 * The latest birthday allowed: today minus the minimum age, as YYYY-MM-DD in the given
 * local date (29 February falls back to 28 in a year without one, as date inputs do).
 */
export function birthdayCutoff(today: Date, minAge: number): string {
  const year = today.getFullYear() - Math.max(0, Math.floor(minAge));
  const month = today.getMonth();
  const lastDay = new Date(year, month + 1, 0).getDate();
  const day = Math.min(today.getDate(), lastDay);
  return `${String(year).padStart(4, '0')}-${pad(month + 1)}-${pad(day)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Every field's problem under the rules (fields without one are absent). */
export function registrationProblems(
  values: RegistrationValues,
  rules: SignUpRules,
  today: Date,
  captchaNeeded: boolean,
): Partial<Record<RegistrationField, FieldProblem>> {
  const problems: Partial<Record<RegistrationField, FieldProblem>> = {};
  const required = { kind: 'required' } as const;
  if (values.username.trim() === '') problems.username = required;
  if (values.fullname.trim() === '') problems.fullname = required;
  if (rules.emailRequired && values.email.trim() === '') problems.email = required;
  if (values.password === '') problems.password = required;
  if (values.confirm === '') problems.confirm = required;
  else if (values.confirm !== values.password) problems.confirm = { kind: 'mismatch' };
  if (rules.birthdayRequired) {
    const cutoff = birthdayCutoff(today, rules.birthdayMinAge);
    if (values.birthday === '') problems.birthday = required;
    // YYYY-MM-DD strings compare as dates.
    else if (values.birthday > cutoff) problems.birthday = { kind: 'too_young', cutoff };
  }
  if (rules.reasonRequired && values.reason.trim() === '') problems.reason = required;
  if (captchaNeeded && values.captcha.trim() === '') problems.captcha = required;
  return problems;
}

/** The language field as the payload's list: comma-separated, empty entries dropped. */
export function languageList(text: string): string[] {
  return text
    .split(',')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/**
 * Spec part 1 §5: server field errors as "Field name. message." — one line per message: the
 * field's name with underscores as spaces and a capital, a full stop, then the server's
 * message as it came, ending in a full stop ("Username. has already been taken."; Pleroma's
 * `ap_id` is the username). Pleroma sends them as JSON inside the `error` string; other
 * servers as an `error`/`errors` object; anything else is shown as it came. The one
 * formatter of the web, the terminal and the CLI.
 */
export function humanizeRegistrationErrors(body: unknown): string[] {
  let errors: unknown = body;
  if (typeof errors === 'string') errors = parseJson(errors) ?? errors;
  if (isRecord(errors)) {
    const inner = errors.error ?? errors.errors;
    if (typeof inner === 'string') errors = parseJson(inner) ?? inner;
    else if (isRecord(inner)) errors = inner;
  }
  if (typeof errors === 'string') return errors.trim() === '' ? [] : [errors];
  if (!isRecord(errors)) return [];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    const field = key === 'ap_id' ? 'username' : key;
    const name = field.replace(/_/g, ' ');
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string',
    );
    const label = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    for (const message of messages) lines.push(fieldLine(label, message));
  }
  return lines;
}

/** "Field name. message." (a message that already ends in a full stop keeps its one). */
function fieldLine(label: string, message: string): string {
  const text = message.trim();
  return `${label}. ${text}${text.endsWith('.') ? '' : '.'}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
