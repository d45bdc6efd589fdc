// The profile pages' Language field (issue 41): the language stored on the account, which pages,
// emails and notifications use on every device. Saved as soon as it is chosen, and the page
// switches with it (nothing reloads).
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '@core/locale';
import { Card } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/field';
import { useLocale, useMessages } from '@web/lib/i18n';
import { useChooseLocale } from '../api/locale';

export function LanguageSetting() {
  const m = useMessages().layout.language;
  const id = useId();
  const locale = useLocale();
  const choose = useChooseLocale();
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Languages className="size-5 text-brand-700" aria-hidden />
          {m.label}
        </h2>
        <div className="mt-3 max-w-xs">
          <SelectField
            name="locale"
            label={m.label}
            hint={m.hint}
            value={locale}
            onChange={(e) => {
              if (isLocale(e.target.value)) void choose(e.target.value);
            }}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </SelectField>
        </div>
      </section>
    </Card>
  );
}
