// Sign-up step 1: the account (spec §5 cleaner step 1). Checks required fields and password length
// here, and that the email is free on the server before moving on.
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../../core/account-rules';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { useMessages } from '../../../lib/i18n';
import { checkEmailAvailable } from '../../registration';
import { WizardHeader } from '../../registration';
import { BusyLabel } from '../../../components/ui/busy-label';
import { focusField } from '../../../lib/focus-field';
import type { FieldToasts } from '../../registration';
import { ApiRequestError } from '../../../lib/api';
import { hasLinkOrEmail } from '../../../../../core/schemas/person-name';

export type AccountValues = { firstName: string; lastName: string; email: string; password: string };
export const emptyAccountValues: AccountValues = { firstName: '', lastName: '', email: '', password: '' };

type Props = {
  values: AccountValues;
  onChange: (patch: Partial<AccountValues>) => void;
  /** Set by the page when the server later says the email is taken. */
  emailError?: string;
  onEmailError: (message: string | undefined) => void;
  /** Set by the page when the server refused the password; cleared once the password is edited. */
  serverPasswordError?: string;
  onServerPasswordErrorSeen?: () => void;
  /** The wizard's field toasts: they go when their field is edited or the step changes. */
  fieldToasts: FieldToasts<keyof AccountValues>;
  onBack: () => void;
  onNext: () => void;
};

export function AccountStep({ values, onChange, emailError, onEmailError, serverPasswordError, onServerPasswordErrorSeen, fieldToasts, onBack, onNext }: Props) {
  const m = useMessages().cleaner.signup;
  const r = useMessages().registration;
  const a = useMessages().auth;
  const errorTexts = useMessages().errors;
  const [checking, setChecking] = useState(false);
  const [missing, setMissing] = useState<Partial<Record<keyof AccountValues, boolean>>>({});
  const [passwordError, setPasswordError] = useState<string>();
  const [nameErrors, setNameErrors] = useState<Partial<Record<'firstName' | 'lastName', boolean>>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const form = event.currentTarget;
    fieldToasts.clear();
    const empty = {
      firstName: !values.firstName.trim(),
      lastName: !values.lastName.trim(),
      email: !values.email.trim(),
      password: !values.password,
    };
    setMissing(empty);
    if (Object.values(empty).some(Boolean)) {
      fieldToasts.error(
        (Object.keys(empty) as (keyof AccountValues)[]).filter((k) => empty[k]),
        { title: m.missingInformationTitle, description: m.missingAccountFields },
      );
      return;
    }
    // Names go into emails and onto other people's pages: the server refuses links in them, say so on the field.
    const linked = (['firstName', 'lastName'] as const).filter((k) => hasLinkOrEmail(values[k]));
    setNameErrors(Object.fromEntries(linked.map((k) => [k, true])));
    if (linked.length) {
      focusField(form, linked[0]!);
      return;
    }
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      setPasswordError(r.errors.passwordTooShortDescription);
      fieldToasts.error(['password'], { title: r.errors.passwordTooShortTitle, description: r.errors.passwordTooShortDescription });
      return;
    }
    setPasswordError(undefined);
    setChecking(true);
    try {
      const { isUnique } = await checkEmailAvailable(values.email.trim());
      if (!isUnique) {
        onEmailError(a.verification.alreadyRegistered);
        fieldToasts.error(['email'], { title: a.validation.emailAlreadyRegisteredTitle, description: a.verification.alreadyRegistered });
        return;
      }
      onEmailError(undefined);
      onNext();
    } catch (err) {
      // A malformed address gets the field's own message (announced, focused), as in the host
      // wizard; the toast is for real failures (the check could not be made).
      const fieldError = err instanceof ApiRequestError ? err.fields.email : undefined;
      if (fieldError) {
        onEmailError(fieldError);
        focusField(form, 'email');
        return;
      }
      notify.error({ title: r.errors.registrationErrorTitle, description: a.validation.unableToValidate });
    } finally {
      setChecking(false);
    }
  };

  const requiredError = (key: keyof AccountValues) => (missing[key] && !values[key].trim() ? m.required : undefined);
  const nameError = (key: 'firstName' | 'lastName') =>
    requiredError(key) ?? (nameErrors[key] && hasLinkOrEmail(values[key]) ? errorTexts.nameLinkOrEmail : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <WizardHeader step={1} title={m.accountTitle} subtitle={m.accountSubtitle} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={r.fields.firstName} name="firstName" autoComplete="given-name" required value={values.firstName} error={nameError('firstName')} onChange={(e) => (onChange({ firstName: e.target.value }), fieldToasts.fieldChanged('firstName'))} />
        <TextField label={r.fields.lastName} name="lastName" autoComplete="family-name" required value={values.lastName} error={nameError('lastName')} onChange={(e) => (onChange({ lastName: e.target.value }), fieldToasts.fieldChanged('lastName'))} />
      </div>
      <EmailField
        label={r.fields.email}
        name="email"
        required
        value={values.email}
        error={emailError ?? requiredError('email')}
        onChange={(e) => {
          onChange({ email: e.target.value });
          if (emailError) onEmailError(undefined);
          fieldToasts.fieldChanged('email');
        }}
      />
      <TextField
        label={r.fields.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={r.fields.passwordHint}
        value={values.password}
        error={passwordError ?? serverPasswordError ?? requiredError('password')}
        onChange={(e) => {
          onChange({ password: e.target.value });
          fieldToasts.fieldChanged('password');
          if (passwordError) setPasswordError(undefined);
          if (serverPasswordError) onServerPasswordErrorSeen?.();
        }}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          {m.back}
        </Button>
        <Button type="submit" size="lg" disabled={checking}>
          {checking ? <BusyLabel>{m.checkingEmail}</BusyLabel> : m.next}
        </Button>
      </div>
    </form>
  );
}
