import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later Tailwind class overrides an earlier one of the same kind. */
export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
