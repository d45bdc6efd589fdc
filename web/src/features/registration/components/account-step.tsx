// Sign-up step 1 of both wizards (spec §5): the account. Checks required fields, names, password
// length and (for hosts) the optional phone here, and that the email is free on the server before
// moving on. The wizard owns the values and the field errors, so that what the server refuses later
// (email taken, a common password) lands on the same fields; editing a field clears its error.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '@core/account-rules';
import { isValidPhone } from '@core/phone';
import { hasLinkOrEmail } from '@core/link-or-email';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Button } from '@web/components/ui/button';
import { EmailField, TextField } from '@web/components/ui/field';
import { PhoneField } from '@web/components/ui/phone-field';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { focusField } from '@web/lib/focus-field';
import { useTypedBeforeHydration } from '@web/lib/hydration';
import { useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { registrationMessages } from '@web/lib/messages/registration';
import { checkEmailAvailable } from '../api/registration';
import type { FieldToasts } from '../use-field-toasts';
import { WizardHeader } from './wizard-header';

export type AccountValues = { firstName: string; lastName: string; email: string; password: string; phone: string };
export type AccountField = keyof AccountValues;
export type AccountErrors = Partial<Record<AccountField, string>>;
export const emptyAccountValues: AccountValues = { firstName: '', lastName: '', email: '', password: '', phone: '' };

const REQUIRED = ['firstName', 'lastName', 'email', 'password'] as const;
const ACCOUNT_FIELDS: readonly AccountField[] = [...REQUIRED, 'phone'];

/** What each wizard says on its account step (its own catalog texts). */
export type AccountStepTexts = {
  title: string;
  subtitle: string;
  /** The toast when required fields are empty. */
  missingTitle: string;
  missingDescription: string;
  /** The message on an empty required field. */
  required: string;
  next: string;
  checkingEmail: string;
  /** The toast title when the email could not be checked. */
  checkFailedTitle: string;
};

type Props = {
  texts: AccountStepTexts;
  values: AccountValues;
  onChange: (patch: Partial<AccountValues>) => void;
  errors: AccountErrors;
  onErrors: (errors: AccountErrors) => void;
  /** The wizard's field toasts: they go when their field is edited or the step changes. */
  fieldToasts: FieldToasts<AccountField>;
  /** Hosts may give a phone number (optional, checked when given); cleaners give theirs on step 2. */
  phone?: { hint: string };
  /** The way back (to the home page). */
  back: ReactNode;
  /** The class of the row holding the back and next buttons (each wizard keeps its own look). */
  actionsClassName: string;
  onNext: () => void;
};

/** The field errors the server gave for the account part of `registrationData` (a 400 answer). */
export function serverAccountErrors(err: unknown): AccountErrors {
  if (!(err instanceof ApiRequestError)) return {};
  const found: AccountErrors = {};
  for (const field of ACCOUNT_FIELDS) {
    const message = err.fields[`registrationData.${field}`];
    if (message) found[field] = message;
  }
  return found;
}

export function AccountStep({
  texts,
  values,
  onChange,
  errors,
  onErrors,
  fieldToasts,
  phone,
  back,
  actionsClassName,
  onNext,
}: Props) {
  const messages = useMessages(authMessages, registrationMessages);
  const r = messages.registration;
  const a = messages.auth;
  const [checking, setChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => {
    const patch = Object.fromEntries(ACCOUNT_FIELDS.filter((f) => typed[f] !== undefined).map((f) => [f, typed[f]]));
    if (Object.keys(patch).length > 0) onChange(patch);
  });

  const fail = (form: HTMLFormElement, found: AccountErrors, toast?: { title: string; description: string }) => {
    onErrors(found);
    const fields = Object.keys(found) as AccountField[];
    if (toast) fieldToasts.error(fields, toast);
    else if (fields[0]) focusField(form, fields[0]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const form = event.currentTarget;
    fieldToasts.clear();
    const missing = REQUIRED.filter((f) => !values[f].trim());
    if (missing.length)
      return fail(form, Object.fromEntries(missing.map((f) => [f, texts.required])), {
        title: texts.missingTitle,
        description: texts.missingDescription,
      });
    // Names go into emails and onto other people's pages: the server refuses links in them, say so on the field.
    const linked = (['firstName', 'lastName'] as const).filter((f) => hasLinkOrEmail(values[f]));
    if (linked.length) return fail(form, Object.fromEntries(linked.map((f) => [f, messages.errors.nameLinkOrEmail])));
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      return fail(
        form,
        { password: r.errors.passwordTooShortDescription },
        { title: r.errors.passwordTooShortTitle, description: r.errors.passwordTooShortDescription },
      );
    }
    if (phone && values.phone && !isValidPhone(values.phone)) {
      return fail(
        form,
        { phone: r.errors.invalidPhoneDescription },
        { title: r.errors.invalidPhoneTitle, description: r.errors.invalidPhoneDescription },
      );
    }
    onErrors({});
    setChecking(true);
    try {
      const { isUnique } = await checkEmailAvailable(values.email.trim());
      if (!isUnique) {
        return fail(
          form,
          { email: a.verification.alreadyRegistered },
          { title: a.validation.emailAlreadyRegisteredTitle, description: a.verification.alreadyRegistered },
        );
      }
      onNext();
    } catch (err) {
      // A malformed address is the field's own message (announced, focused); a toast is for real
      // failures (the check could not be made).
      const emailError = err instanceof ApiRequestError ? err.fields.email : undefined;
      if (emailError) return fail(form, { email: emailError });
      notify.error({
        title: texts.checkFailedTitle,
        description: err instanceof ApiRequestError && err.status === 400 ? err.message : a.validation.unableToValidate,
      });
    } finally {
      setChecking(false);
    }
  };

  const edit = (field: AccountField, value: string) => {
    onChange({ [field]: value });
    if (errors[field]) onErrors({ ...errors, [field]: undefined });
    fieldToasts.fieldChanged(field);
  };

  const f = r.fields;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <WizardHeader step={1} title={texts.title} subtitle={texts.subtitle} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={f.firstName}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={(e) => edit('firstName', e.target.value)}
        />
        <TextField
          label={f.lastName}
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          error={errors.lastName}
          onChange={(e) => edit('lastName', e.target.value)}
        />
      </div>
      <EmailField
        label={f.email}
        name="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => edit('email', e.target.value)}
      />
      <TextField
        label={f.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={f.passwordHint}
        value={values.password}
        error={errors.password}
        onChange={(e) => edit('password', e.target.value)}
      />
      {phone && (
        <PhoneField
          name="phone"
          label={f.phone}
          hint={phone.hint}
          placeholder={f.phonePlaceholder}
          value={values.phone}
          onValueChange={(d) => edit('phone', d)}
          error={errors.phone}
        />
      )}
      <div className={actionsClassName}>
        {back}
        <Button type="submit" size="lg" disabled={checking}>
          {checking ? <BusyLabel>{texts.checkingEmail}</BusyLabel> : texts.next}
        </Button>
      </div>
    </form>
  );
}
