// Issue 41: beside a checklist item the host typed in a language other than the reader's, a small
// "EN" / "ES" mark named "Written in English" / "Written in Spanish". Library items read in the
// reader's language, and items typed in it, carry none.
import type { Locale } from '@core/locale';
import { cn } from '@web/components/ui/cn';
import { useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { useReaderLocale } from '../reader-locale';

type Words = { key: string | null; lang: Locale };

/** Whether `item` is the host's own words in a language other than `reader`'s. */
export const writtenInOther = (item: Words, reader: Locale) => item.key === null && item.lang !== reader;

/**
 * An item's words; typed in a language other than the reader's, marked with it and read out in it
 * (their `lang` attribute).
 */
export function ItemWords({ item }: { item: Words & { label: string } }) {
  const other = writtenInOther(item, useReaderLocale());
  if (!other) return item.label;
  return (
    <>
      <span lang={item.lang}>{item.label}</span> <WrittenIn lang={item.lang} className="ml-0.5" />
    </>
  );
}

function WrittenIn({ lang, className }: { lang: Locale; className?: string }) {
  const m = useMessages(playbookMessages).playbook.library;
  return (
    <span
      role="img"
      aria-label={m.writtenIn[lang]}
      title={m.writtenIn[lang]}
      className={cn(
        'inline-flex shrink-0 items-center rounded border border-slate-300 bg-slate-50 px-1 text-[11px] font-semibold leading-4 tracking-wide text-slate-700',
        className,
      )}
    >
      {m.langShort[lang]}
    </span>
  );
}
