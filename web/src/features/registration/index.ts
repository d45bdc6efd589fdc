// The registration feature's public entry: the pieces both sign-up wizards (host and cleaner) are
// built from. Everything else in registration/ is internal.
export * from './api/registration';
export { VerificationStep, type VerificationState } from './components/verification-step';
export { WizardHeader } from './components/wizard-header';
export { useFieldToasts, type FieldToasts } from './use-field-toasts';
