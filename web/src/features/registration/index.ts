// The registration feature's public entry: the pieces both sign-up wizards (host and cleaner) are
// built from: the account step, the verification step and its redirect, the calls, the header, the
// field toasts and the step machinery. Each wizard adds only its own steps. Everything else in
// registration/ is internal.
export * from './api/registration';
export {
  AccountStep,
  emptyAccountValues,
  serverAccountErrors,
  type AccountErrors,
  type AccountField,
  type AccountStepTexts,
  type AccountValues,
} from './components/account-step';
export { VerificationStep, type VerificationState } from './components/verification-step';
export { WizardHeader } from './components/wizard-header';
export { useFieldToasts, type FieldToasts } from './use-field-toasts';
export { useWizardSteps } from './use-wizard-steps';
export { REDIRECT_AFTER_VERIFIED_MS, useRedirectAfterVerified } from './use-redirect-after-verified';
