// The composer (issue 40): the words with a counter, up to 5 photos (uploaded as they are chosen),
// what the message is about, quick replies, and the warnings. As people type it warns of contact
// details before a hire and of what looks like an access code (core/message-rules.ts, the rules
// the server applies); the server decides: a refused send keeps the text, an access code can be
// sent anyway after the warning. The draft is kept per conversation (draft.ts), so nothing typed is
// lost to a reload, a failed send or a refusal; a retry reuses the send's clientKey.
import { ImagePlus, LoaderCircle, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  contactDetailsIn,
  looksLikeAccessCode,
  MESSAGE_MAX,
  MESSAGE_PHOTOS_MAX,
  type QuickReply,
} from '@core/message-rules';
import type { Messages } from '@core/messages/en';
import type { ConversationSummary, SendMessageInput } from '@core/schemas/messages';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { cn } from '@web/components/ui/cn';
import { format, useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { uploadMessagePhoto, useSendMessage } from '../api/thread';
import { clearDraft, editDraft, emptyDraft, readDraft, writeDraft, type MessageDraft } from '../draft';
import { formatTurnoverDay } from '../render';
import { sendRefusal, type SendRefusal } from '../send-errors';
import { QuickReplyChips } from './quick-replies';

const newKey = () => crypto.randomUUID();

/** Where the conversation was opened from (?job=&turnover=&date=): the 'About' choice it starts with. */
export type OpenedFrom = { jobId: string; turnoverId?: string; date?: string } | null;

type AboutOption = { value: string; label: string; about: MessageDraft['about'] };
const aboutValue = (about: MessageDraft['about']) =>
  about ? (about.turnoverId ? `${about.jobId}/${about.turnoverId}` : about.jobId) : '';

function aboutOptions(
  conversation: ConversationSummary,
  from: OpenedFrom,
  m: Messages['conversations'],
): AboutOption[] {
  const options: AboutOption[] = conversation.jobs.map((j) => ({
    value: j.id,
    label: j.title,
    about: { jobId: j.id },
  }));
  if (from && !conversation.jobs.some((j) => j.id === from.jobId))
    options.unshift({ value: from.jobId, label: m.about.thisJob, about: { jobId: from.jobId } });
  if (from?.turnoverId) {
    const title = conversation.jobs.find((j) => j.id === from.jobId)?.title;
    const turnover = format(m.about.turnover, { date: from.date ? formatTurnoverDay(from.date) : '' }).trim();
    options.unshift({
      value: `${from.jobId}/${from.turnoverId}`,
      label: title ? `${title} · ${turnover}` : turnover,
      about: { jobId: from.jobId, turnoverId: from.turnoverId },
    });
  }
  return options;
}

export function Composer({ conversation, from }: { conversation: ConversationSummary; from: OpenedFrom }) {
  const m = useMessages(conversationsMessages).conversations;
  const blockedText = m.composer.blocked;
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage(conversation.id);
  const [draft, setDraft] = useState<MessageDraft>(() => {
    const kept = readDraft(localStorage, conversation.id);
    const base = kept ?? emptyDraft(newKey);
    // Opened from a job or a turnover: the new message is about it, unless the kept draft chose.
    return kept?.about || !from ? base : { ...base, about: { jobId: from.jobId, turnoverId: from.turnoverId } };
  });
  const [restored] = useState(() => readDraft(localStorage, conversation.id) !== null);
  const [refusal, setRefusal] = useState<{ kind: SendRefusal; reason: string } | null>(null);
  const [uploading, setUploading] = useState(0);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [quickBusy, setQuickBusy] = useState<QuickReply | null>(null);

  useEffect(() => writeDraft(localStorage, conversation.id, draft), [conversation.id, draft]);

  const blocked = conversation.blockedByMe || conversation.blockedByOther;
  const text = draft.text;
  const contact = !conversation.hired && contactDetailsIn(text).length > 0;
  const accessCode = looksLikeAccessCode(text);
  const options = aboutOptions(conversation, from, m);
  const empty = text.trim() === '' && draft.photos.length === 0;

  const change = (c: Partial<Omit<MessageDraft, 'clientKey'>>) => {
    setDraft((d) => editDraft(d, c, newKey));
    setRefusal(null);
  };

  const submit = (sendAccessCode = false) => {
    if (blocked || send.isPending || uploading > 0) return;
    if (empty) {
      setRefusal({ kind: 'other', reason: m.composer.empty });
      return textarea.current?.focus();
    }
    const sent = draft;
    const input: SendMessageInput = {
      text: sent.text,
      photoIds: sent.photos.map((p) => p.id),
      clientKey: sent.clientKey,
      ...(sent.about ? { about: sent.about } : {}),
      ...(sendAccessCode ? { sendAccessCode: true } : {}),
    };
    setRefusal(null);
    send.mutate(input, {
      onSuccess: () => {
        clearDraft(localStorage, conversation.id);
        // The next message starts empty, about the same job or turnover.
        setDraft((d) => (d.clientKey === sent.clientKey ? { ...emptyDraft(newKey), about: d.about } : d));
      },
      onError: (err) => {
        const kind = sendRefusal(err);
        setRefusal({ kind, reason: err.message });
        if (kind !== 'looks_like_access_code') textarea.current?.focus();
      },
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  const sendQuickReply = (reply: QuickReply) => {
    if (blocked) return;
    setQuickBusy(reply);
    setRefusal(null);
    send.mutate(
      {
        text: '',
        quickReply: reply,
        photoIds: [],
        clientKey: newKey(),
        ...(draft.about ? { about: draft.about } : {}),
      },
      {
        onSettled: () => setQuickBusy(null),
        onError: (err) => setRefusal({ kind: sendRefusal(err), reason: err.message }),
      },
    );
  };

  const addPhotos = async (files: File[]) => {
    setPhotoError(null);
    const room = MESSAGE_PHOTOS_MAX - draft.photos.length - uploading;
    if (files.length > room) setPhotoError(format(m.composer.tooManyPhotos, { max: MESSAGE_PHOTOS_MAX }));
    const chosen = files.slice(0, Math.max(0, room));
    setUploading((n) => n + chosen.length);
    for (const file of chosen) {
      try {
        const { photo } = await uploadMessagePhoto(conversation.id, file);
        setDraft((d) => editDraft(d, { photos: [...d.photos, photo] }, newKey));
      } catch (err) {
        setPhotoError(format(m.composer.photoFailed, { reason: err instanceof Error ? err.message : '' }));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const warningId = `${id}-warning`;
  const counterId = `${id}-counter`;
  const refusalText =
    refusal?.kind === 'contact_before_hire'
      ? m.warnings.contactBeforeHire
      : refusal?.kind === 'looks_like_access_code'
        ? m.warnings.accessCode
        : refusal?.kind === 'blocked'
          ? blockedText
          : refusal?.kind === 'offline'
            ? m.composer.offline
            : refusal
              ? refusal.reason === m.composer.empty
                ? m.composer.empty
                : format(m.composer.failed, { reason: refusal.reason })
              : null;
  // The live warning as people type, unless the server's answer already says it.
  const liveWarning =
    refusal?.kind === 'contact_before_hire' || refusal?.kind === 'looks_like_access_code'
      ? null
      : contact
        ? m.warnings.contactBeforeHire
        : accessCode
          ? m.warnings.accessCode
          : null;

  if (blocked) {
    return (
      <p className="border-t border-slate-200 bg-slate-50 px-4 py-4 text-center text-sm text-slate-700" role="status">
        {blockedText}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2 border-t border-slate-200 bg-white px-3 py-3 sm:px-4">
      {/* One row that scrolls sideways on a phone, so the words keep the room. */}
      <QuickReplyChips
        onSend={sendQuickReply}
        busy={quickBusy}
        disabled={send.isPending}
        className="-mx-3 flex-nowrap overflow-x-auto px-3 pb-0.5 sm:mx-0 sm:flex-wrap sm:px-0"
      />
      {options.length > 0 && (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-about`} className="shrink-0 text-sm font-medium text-slate-700">
            {m.about.label}
          </label>
          <select
            id={`${id}-about`}
            value={aboutValue(draft.about)}
            onChange={(e) => change({ about: options.find((o) => o.value === e.target.value)?.about ?? null })}
            className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          >
            <option value="">{m.about.general}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {restored && text !== '' && !refusal && (
        <p className="text-xs text-slate-600" data-testid="draft-restored">
          {m.composer.draftRestored}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-text`} className="sr-only">
          {m.composer.label}
        </label>
        <textarea
          ref={textarea}
          id={`${id}-text`}
          name="message"
          rows={2}
          maxLength={MESSAGE_MAX}
          value={text}
          placeholder={m.composer.placeholder}
          onChange={(e) => change({ text: e.target.value })}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter sends from a keyboard; Enter alone makes a new line, as on a phone.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              submit();
            }
          }}
          aria-describedby={cn(counterId, (liveWarning || refusalText) && warningId) || undefined}
          aria-invalid={refusal?.kind === 'contact_before_hire' || undefined}
          className={cn(
            'block max-h-48 min-h-16 w-full resize-y rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2',
            refusal?.kind === 'contact_before_hire'
              ? 'border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
          )}
        />
      </div>
      {draft.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" data-testid="composer-photos">
          {draft.photos.map((p, i) => (
            <li key={p.id} className="relative">
              <img
                src={p.thumbUrl}
                alt=""
                width={p.width}
                height={p.height}
                className="size-16 rounded-lg object-cover ring-1 ring-slate-200"
              />
              <button
                type="button"
                onClick={() => change({ photos: draft.photos.filter((x) => x.id !== p.id) })}
                aria-label={format(m.composer.removePhoto, { number: i + 1 })}
                className="absolute -right-2 -top-2 flex size-7 items-center justify-center rounded-full bg-slate-900 text-white ring-2 ring-white"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {uploading > 0 && (
        <p role="status" className="flex items-center gap-1.5 text-sm text-slate-700">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {m.composer.uploading}
        </p>
      )}
      {photoError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {photoError}
        </p>
      )}
      <div id={warningId} aria-live="polite">
        {refusalText ? (
          <div
            role="alert"
            data-testid="composer-refusal"
            data-refusal={refusal?.kind}
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            <p>{refusalText}</p>
            {refusal?.kind === 'looks_like_access_code' && (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => submit(true)} disabled={send.isPending}>
                  {m.warnings.sendAnyway}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setRefusal(null);
                    textarea.current?.focus();
                  }}
                >
                  {m.warnings.edit}
                </Button>
              </div>
            )}
          </div>
        ) : liveWarning ? (
          <p data-testid="composer-warning" className="text-sm font-medium text-amber-900">
            {liveWarning}
          </p>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <PhotoPicker
            disabled={draft.photos.length + uploading >= MESSAGE_PHOTOS_MAX}
            label={format(m.composer.addPhotosLabel, { max: MESSAGE_PHOTOS_MAX })}
            onFiles={(files) => void addPhotos(files)}
          >
            {m.composer.addPhotos}
          </PhotoPicker>
          <span id={counterId} className="text-xs text-slate-600" aria-live="off">
            {format(m.composer.counter, { count: text.length, max: MESSAGE_MAX })}
          </span>
        </div>
        <Button type="submit" disabled={send.isPending || uploading > 0}>
          {send.isPending && !quickBusy ? (
            <BusyLabel>{m.composer.sending}</BusyLabel>
          ) : (
            <>
              <SendHorizontal className="size-4" aria-hidden="true" />
              {m.composer.send}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

/** A file input drawn as a button; emptied after each choice so the same photo can be chosen again. */
function PhotoPicker({
  children,
  label,
  disabled,
  onFiles,
}: {
  children: string;
  label: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label
      className={cn(
        'relative inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        disabled={disabled}
        aria-label={label}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <ImagePlus className="size-4" aria-hidden="true" />
      <span className="hidden sm:inline">{children}</span>
    </label>
  );
}
