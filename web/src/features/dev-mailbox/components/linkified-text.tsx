// Plain email text with its web addresses turned into links, line breaks kept.
import { Fragment } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation right after an address is not part of it. */
const TRAILING = /[.,;:!?)\]]+$/;

export function LinkifiedText({ text }: { text: string }) {
  const parts: Array<string | { href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    parts.push(text.slice(last, match.index), { href });
    last = match.index + href.length;
  }
  parts.push(text.slice(last));

  return (
    <div className="whitespace-pre-wrap break-words text-sm leading-6 text-slate-800">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a
            key={i}
            href={part.href}
            className="break-all rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {part.href}
          </a>
        ),
      )}
    </div>
  );
}
