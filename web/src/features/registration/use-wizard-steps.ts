// The step machinery both sign-up wizards share: which step shows, its field toasts, and the move
// to another step.
import { useEffect, useState } from 'react';
import { useFieldToasts, type FieldToasts } from './use-field-toasts';

export function useWizardSteps<Step, Field extends string>(
  first: Step,
): { step: Step; goTo: (next: Step) => void; fieldToasts: FieldToasts<Field> } {
  const [step, setStep] = useState<Step>(first);
  const fieldToasts = useFieldToasts<Field>();
  // A toast about a field of one step does not follow the person to the next.
  const goTo = (next: Step) => {
    fieldToasts.clear();
    setStep(next);
  };

  // Each step starts at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  return { step, goTo, fieldToasts };
}
