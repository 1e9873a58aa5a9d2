import type { FieldProblem, RegistrationField } from '../../core/model/registration-rules';
import type { TranslationKey } from './index';

const REQUIRED: Partial<Record<RegistrationField, TranslationKey>> = {
  username: 'registration.validations.username_required',
  fullname: 'registration.validations.fullname_required',
  email: 'registration.validations.email_required',
  password: 'registration.validations.password_required',
  confirm: 'registration.validations.password_confirmation_required',
  birthday: 'registration.validations.birthday_required',
  reason: 'registration.validations.reason_required',
  captcha: 'registration.validations.captcha_required',
};

/** The words of a registration field's problem (spec part 1 §5), for both faces' forms. */
export function problemWords(
  field: RegistrationField,
  problem: FieldProblem,
): { key: TranslationKey; params?: { date: string } } {
  switch (problem.kind) {
    case 'required':
      return { key: REQUIRED[field] ?? 'registration.validations.username_required' };
    case 'mismatch':
      return { key: 'registration.validations.password_confirmation_match' };
    case 'too_young':
      return { key: 'registration.validations.birthday_min_age', params: { date: problem.cutoff } };
  }
}
