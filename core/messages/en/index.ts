// The English catalog. Every user-facing text lives in core/messages so a second language is a
// second catalog of the same shape, with no component changes.
import { auth } from './auth';
import { errors } from './errors';

export const en = { auth, errors };

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalog must have. */
export type Messages = Widen<typeof en>;
